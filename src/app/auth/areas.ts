import type { AuthArea } from '@/lib/api/session';

/** What each auth area unlocks and which credential it takes, in the user's words. */
export const AREA_INFO: Record<AuthArea, { label: string; credential: string; modules: string }> = {
  streams: { label: 'Streams and channels', credential: 'Personal access token (PAT)', modules: 'Live, Channels' },
  flights: { label: 'Flights and missions', credential: 'Auth token', modules: 'Flights, Missions' },
  jobs: { label: 'Jobs and tasks', credential: 'Identity token', modules: 'Jobs' },
  analytics: { label: 'Analytics', credential: 'API key', modules: 'Analytics' },
  media: { label: 'Media drive', credential: 'ID token', modules: 'Media' },
};
