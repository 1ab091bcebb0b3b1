import { areaCredential, type CredentialKey } from '@/lib/api/session';
import type { AuthArea } from '@/lib/contract/auth';

/** What each auth area unlocks, in the user's words. */
export const AREA_INFO: Record<AuthArea, { label: string; modules: string }> = {
  streams: { label: 'Streams and channels', modules: 'Live, Channels' },
  flights: { label: 'Flights and missions', modules: 'Flights, Missions' },
  jobs: { label: 'Jobs and tasks', modules: 'Jobs' },
  analytics: { label: 'Analytics', modules: 'Analytics' },
  media: { label: 'Media drive', modules: 'Media' },
};

/** Each credential kind, in the user's words. */
export const CREDENTIAL_LABEL: Record<CredentialKey, string> = {
  pat: 'Personal access token (PAT)',
  authToken: 'Auth token',
  identityToken: 'Identity token',
  apiKey: 'API key',
  idToken: 'ID token',
};

/** The credential an area takes with this deployment's config, in the user's words. */
export const credentialLabel = (area: AuthArea): string => CREDENTIAL_LABEL[areaCredential(area)];

export const areaLabels = (areas: readonly AuthArea[]): string => areas.map((a) => AREA_INFO[a].label).join(', ');
