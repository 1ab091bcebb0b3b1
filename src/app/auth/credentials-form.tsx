import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AREA_CREDENTIAL, AUTH_AREAS, missingAreas, type Credentials, type Session } from '@/lib/api/session';
import { AREA_INFO } from './areas';
import { sessionFromCredentials } from './dev-login';

/**
 * Sign-in against any deployment: paste the credential of each area you have.
 * It says, while you type, which areas stay unconnected. Signing in again starts from the
 * previous credentials (`initial`), so only the expired one needs pasting.
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
      {AUTH_AREAS.map((area) => {
        const key = AREA_CREDENTIAL[area];
        return (
          <TextField
            key={area}
            type="password"
            autoComplete="off"
            spellCheck={false}
            label={`${AREA_INFO[area].credential} — ${AREA_INFO[area].label}`}
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
          : `Not connected: ${missing.map((a) => AREA_INFO[a].label).join(', ')}. Modules that need them will say so.`}
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
