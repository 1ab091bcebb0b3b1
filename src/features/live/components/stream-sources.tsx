import { usePermission } from '@/lib/api/use-permission';
import { RestreamForm } from './restream-form';

interface Props {
  devices: readonly { id: string; name: string; streamKey?: string }[];
  selected: { id: string; name: string } | null;
}

/** Pull and relay forms, collapsible, for the selected device (the forms can still pick another). */
export function StreamSources({ devices, selected }: Props) {
  const mayPull = usePermission('write');
  const mayRelay = usePermission('streams.relayExternal');
  if (!mayPull.allowed) return null;
  return (
    <details open className="max-w-5xl rounded-md border border-line">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">
        Stream sources{selected ? <span className="font-normal text-muted"> · {selected.name}</span> : null}
      </summary>
      {/* Keyed by the selection: picking another device resets the forms to it. */}
      <div key={selected?.id ?? ''} className="grid gap-3 p-3 pt-0 md:grid-cols-2">
        <RestreamForm direction="from" devices={devices} defaultDeviceId={selected?.id} />
        {mayRelay.allowed ? (
          <RestreamForm direction="to" devices={devices} defaultDeviceId={selected?.id} />
        ) : (
          <p className="self-center text-sm text-muted">{mayRelay.message}</p>
        )}
      </div>
    </details>
  );
}
