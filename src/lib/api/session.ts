import { z } from 'zod';
import { flightsAuthForm, type FlightsAuthForm } from './runtime-config';
import { AUTH_AREAS, type AuthArea } from '@/lib/contract/auth';

/** The five auth areas of the spec, each with its own credential. */

const CredentialsSchema = z.object({
  pat: z.string().optional(),
  authToken: z.string().optional(),
  identityToken: z.string().optional(),
  apiKey: z.string().optional(),
  idToken: z.string().optional(),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

export type CredentialKey = keyof Credentials;

/**
 * Which credential an area uses. Flights and missions take the identity JWT (the jobs and tasks
 * credential) unless the deployment's config.json says `auth_headers.flights: "bearer"`.
 */
export function areaCredential(area: AuthArea, flightsForm: FlightsAuthForm = flightsAuthForm()): CredentialKey {
  switch (area) {
    case 'streams':
      return 'pat';
    case 'flights':
      return flightsForm === 'identity' ? 'identityToken' : 'authToken';
    case 'jobs':
      return 'identityToken';
    case 'analytics':
      return 'apiKey';
    case 'media':
      return 'idToken';
  }
}

/** The credentials a sign-in asks for, once each, in area order (one identity JWT may open several areas). */
export function credentialKeys(flightsForm: FlightsAuthForm = flightsAuthForm()): CredentialKey[] {
  return [...new Set(AUTH_AREAS.map((a) => areaCredential(a, flightsForm)))];
}

/** The areas one credential opens: its own, and for the identity JWT the media drive too (see `credentialFor`). */
export function areasOpenedBy(key: CredentialKey, flightsForm: FlightsAuthForm = flightsAuthForm()): AuthArea[] {
  return AUTH_AREAS.filter((a) => areaCredential(a, flightsForm) === key || (key === 'identityToken' && a === 'media'));
}

const SessionSchema = z.object({
  userId: z.string().optional(),
  teamId: z.string().optional(),
  companyId: z.string().optional(),
  role: z.string().optional(),
  displayName: z.string().optional(),
  /** The dev username, so the re-sign-in dialog can offer the same account. */
  username: z.string().optional(),
  credentials: CredentialsSchema,
  /** Epoch ms, when known. */
  expiresAt: z.number().optional(),
});
export type Session = z.infer<typeof SessionSchema>;

/**
 * Credentials live in memory and in sessionStorage (so a reload keeps the tab signed in),
 * never in localStorage, a URL or a log.
 */
const STORAGE_KEY = 'lops.session';
let session: Session | null = readStored();
const listeners = new Set<(s: Session | null) => void>();

function readStored(): Session | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = SessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  return session;
}

export function setSession(next: Session | null): void {
  session = next;
  try {
    if (next) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    /* storage full or blocked: memory still holds the session */
  }
  for (const l of listeners) l(next);
}

/** Subscribe to sign-in and sign-out. Returns the unsubscribe function. */
export function subscribeSession(listener: (s: Session | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function credentialFor(area: AuthArea, s: Session | null = session): string | undefined {
  const own = s?.credentials[areaCredential(area)] || undefined;
  // The media drive also takes the identity JWT (the service authors' client sends one provider
  // token everywhere), so one identity token opens it when no separate ID token was given.
  return own ?? (area === 'media' ? s?.credentials.identityToken || undefined : undefined);
}

export function missingAreas(s: Session | null = session): AuthArea[] {
  return AUTH_AREAS.filter((a) => !credentialFor(a, s));
}
