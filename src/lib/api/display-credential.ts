import { z } from 'zod';
import type { Session } from './session';

/**
 * What an unattended wall PC keeps so it plays again after a reboot, in this browser's
 * localStorage (the one exception to "credentials only in sessionStorage", on purpose and
 * revocable):
 * - `display`: a display credential from the service's display extension. It can only view the
 *   streams of one wall's channels or devices and an admin can revoke it.
 * - `streams`: against a service without that extension, the signed-in user's streams credential
 *   (personal access token) alone, remembered on request and labelled as such on the wall.
 * Never in a URL or a log. "Forget this display" removes it.
 */
const STORAGE_KEY = 'lops.display';

const StoredSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('display'),
    credential: z.string().min(1),
    displayId: z.string(),
    name: z.string(),
    wallPath: z.string(),
  }),
  z.object({
    kind: z.literal('streams'),
    pat: z.string().min(1),
    teamId: z.string().optional(),
    userId: z.string().optional(),
    displayName: z.string().optional(),
  }),
]);
export type StoredDisplay = z.infer<typeof StoredSchema>;
export type DisplayCredential = Extract<StoredDisplay, { kind: 'display' }>;

const listeners = new Set<() => void>();
let cached: StoredDisplay | null | undefined;

export function getStoredDisplay(): StoredDisplay | null {
  if (cached !== undefined) return cached;
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    const parsed = raw ? StoredSchema.safeParse(JSON.parse(raw)) : null;
    cached = parsed?.success ? parsed.data : null;
  } catch {
    cached = null;
  }
  return cached;
}

function write(next: StoredDisplay | null): void {
  cached = next;
  try {
    if (next) globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    /* storage blocked: this tab still works, a reboot will ask again */
  }
  for (const l of listeners) l();
}

export const getDisplayCredential = (): DisplayCredential | null => {
  const s = getStoredDisplay();
  return s?.kind === 'display' ? s : null;
};

export const saveDisplayCredential = (d: Omit<DisplayCredential, 'kind'>) => write({ kind: 'display', ...d });

/** Keeps only the streams credential of a session (no other area's). */
export function rememberStreamsCredential(session: Session): void {
  const pat = session.credentials.pat;
  if (!pat) return;
  write({ kind: 'streams', pat, teamId: session.teamId, userId: session.userId, displayName: session.displayName });
}

/** The streams-only session a remembered display starts with. */
export function rememberedSession(): Session | null {
  const s = getStoredDisplay();
  if (s?.kind !== 'streams') return null;
  return { teamId: s.teamId, userId: s.userId, displayName: s.displayName, credentials: { pat: s.pat } };
}

export const forgetDisplay = () => write(null);

export function subscribeStoredDisplay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
