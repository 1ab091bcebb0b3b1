import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AUTH_AREAS } from '@/lib/contract/auth';
import { areasOpenedBy, credentialKeys, missingAreas, type Credentials, type Session } from '@/lib/api/session';
import { CREDENTIAL_LABEL, areaLabels } from './areas';
import { sessionFromCredentials } from './dev-login';

/**
 * Sign-in against any deployment: paste each credential you have, once. One identity JWT opens
 * jobs and tasks and, with this deployment's config, flights and missions too; the form says which
 * areas each credential opened and, while you type, which stay unconnected. Signing in again starts
 * from the previous credentials (`initial`), so only the expired one needs pasting.
 */
export function CredentialsForm({
  onSignedIn,
  submitLabel = 'Sign in',
  initial,
}: {
  onSignedIn: (s: Session) => void;
  submitLabel?: string;
  initial?: Pick<Session, 'credentials' | 'displayName'>;
}) {
  const [values, setValues] = useState<Credentials>(initial?.credentials ?? {});
  const [displayName, setDisplayName] = useState(initial?.displayName ?? '');
  const [error, setError] = useState<string | null>(null);
  const draft = sessionFromCredentials(values, displayName);
  const missing = missingAreas(draft);
  const connected = AUTH_AREAS.filter((a) => !missing.includes(a));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (missing.length === AUTH_AREAS.length) {
      setError('Paste at least one credential.');
      return;
    }
    onSignedIn(draft);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Sign in with your own credentials">
      <TextField label="Your name (optional)" value={displayName} onChange={(e) => setDisplayName(e.target.value)} autoComplete="name" />
      {credentialKeys().map((key) => {
        const opens = areasOpenedBy(key);
        const filled = Boolean(draft.credentials[key]);
        return (
          <TextField
            key={key}
            type="password"
            autoComplete="off"
            spellCheck={false}
            label={`${CREDENTIAL_LABEL[key]} — ${areaLabels(opens)}`}
            hint={
              opens.length > 1 ? (filled ? `Opened: ${areaLabels(opens)}.` : `Paste it once: it opens ${areaLabels(opens)}.`) : undefined
            }
            value={values[key] ?? ''}
            onChange={(e) => {
              setError(null);
              setValues((v) => ({ ...v, [key]: e.target.value }));
            }}
          />
        );
      })}
      <p className="text-sm text-muted" aria-live="polite">
        {missing.length === 0
          ? 'All five areas are connected.'
          : `${connected.length > 0 ? `Connected: ${areaLabels(connected)}. ` : ''}Not connected: ${areaLabels(missing)}. Modules that need them will say so.`}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
