import type { StreamInfo } from '@/lib/contract/streams';
import { isRunning } from './device-live-state';

export interface Restream {
  streamId: string;
  direction: 'from' | 'to';
  deviceId: string;
  url: string;
  state: StreamInfo['state'];
  error: string | null;
  startedAt: number;
}

/**
 * Pulls (from/start) and relays (to/start) of the team, running or failed, newest first. A stream
 * the service does not flag (another deployment without the `restream` field) counts when it is a relay.
 */
export function restreamsOf(states: readonly StreamInfo[] | undefined): Restream[] {
  return (states ?? [])
    .filter((s) => (s.restream ?? s.kind === 'TO') && !s.dismissed && (isRunning(s.state) || s.state === 'ERROR'))
    .map((s) => ({
      streamId: s.streamId,
      direction: s.kind === 'TO' ? ('to' as const) : ('from' as const),
      deviceId: s.deviceId,
      url: s.url ?? '—',
      state: s.state,
      error: s.error ?? null,
      startedAt: s.startedAt,
    }))
    .sort((a, b) => b.startedAt - a.startedAt);
}
