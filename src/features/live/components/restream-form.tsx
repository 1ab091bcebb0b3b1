import { useId, useState, type FormEvent } from 'react';
import { ApiError, describeError } from '@/lib/api/api-error';
import { Button } from '@/components/ui/button';
import { useStartRestream } from '@/lib/resources/streams-mutations';
import { restreamUrlError } from '../utils/url-validation';

interface Props {
  direction: 'from' | 'to';
  devices: readonly { id: string; name: string; streamKey?: string }[];
  /** The device the form starts with (the selected one); the first device otherwise. */
  defaultDeviceId?: string;
}

const TEXT = {
  from: { title: 'Pull from a URL', label: 'Source URL', placeholder: 'rtmp://, rtmps:// or rtsp://', submit: 'Start pulling' },
  to: { title: 'Relay to a destination', label: 'Destination URL', placeholder: 'rtmp:// or rtmps://', submit: 'Start relay' },
};

/** from/start and to/start, with the URL checked before anything is sent. */
export function RestreamForm({ direction, devices, defaultDeviceId }: Props) {
  const t = TEXT[direction];
  const ids = { device: useId(), url: useId(), err: useId() };
  const [deviceId, setDeviceId] = useState(defaultDeviceId ?? devices[0]?.id ?? '');
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useStartRestream(direction);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err = restreamUrlError(direction, url);
    setFieldError(err);
    const device = devices.find((d) => d.id === deviceId);
    if (err || !device) return;
    mutation.mutate(
      { deviceId: device.id, streamKey: device.streamKey ?? '', url: url.trim() },
      {
        onError: (e2) => {
          // A field the service named goes next to that field.
          if (e2 instanceof ApiError && (e2.field === 'sourceUrl' || e2.field === 'destUrl')) setFieldError(e2.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.title} className="flex flex-col gap-2 rounded-md border border-line p-3">
      <h2 className="text-sm font-semibold">{t.title}</h2>
      <label htmlFor={ids.device} className="text-xs text-muted">
        Device
      </label>
      <select
        id={ids.device}
        value={deviceId}
        onChange={(e) => setDeviceId(e.target.value)}
        className="rounded border border-line bg-surface px-2 py-1 text-sm"
      >
        {devices.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.url} className="text-xs text-muted">
        {t.label}
      </label>
      <input
        id={ids.url}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder={t.placeholder}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? ids.err : undefined}
        className="rounded border border-line bg-surface px-2 py-1 font-mono text-sm"
        autoComplete="off"
        spellCheck={false}
      />
      {fieldError ? (
        <p id={ids.err} className="text-xs text-danger">
          {fieldError}
        </p>
      ) : null}
      {mutation.isError && !fieldError ? (
        <p role="alert" className="text-xs text-danger">
          {describeError(mutation.error)}
        </p>
      ) : null}
      {mutation.isSuccess ? <p className="text-xs text-muted">Accepted: the state appears in the device list.</p> : null}
      <Button type="submit" size="sm" variant="primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending…' : t.submit}
      </Button>
    </form>
  );
}
