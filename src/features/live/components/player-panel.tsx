import type { StreamState } from '@/lib/contract/streams';
import type { TokenManager } from '../utils/token-manager';
import type { PlaybackFormat } from '../utils/stream-urls';
import { LiveTile } from './live-tile';
import { NoVideoSource } from './no-video-source';
import { StreamStateBadge } from './stream-state-badge';

interface Props {
  device: { id: string; name: string } | null;
  noSource: boolean;
  ingestState: StreamState | undefined;
  /** The service's sentence when the stream failed. */
  ingestError?: string;
  /** What the supervisor is doing ("restarting stream… next try in 4 s"). */
  note?: string;
  manager: TokenManager | null;
  format: PlaybackFormat;
  /** The AI add-on whose annotated rendition plays instead of the original. */
  ai?: string;
}

/** The big player of the Live page, or what stands in for it: no device, no source, not started. */
export function PlayerPanel({ device, noSource, ingestState, ingestError, note, manager, format, ai }: Props) {
  if (device && noSource) return <NoVideoSource name={device.name} variant="full" />;
  if (device && ingestState === 'STREAMING' && manager) {
    return (
      <LiveTile
        key={`${device.id}:${format}:${ai ?? ''}`}
        deviceId={device.id}
        name={device.name}
        manager={manager}
        format={format}
        ai={ai}
        focused
      />
    );
  }
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-zinc-300">
      {device ? (
        <>
          <span className="text-base font-medium text-white">{device.name}</span>
          <StreamStateBadge state={ingestState} />
          {ingestState === 'ERROR' && ingestError ? <span className="max-w-md text-center text-zinc-200">{ingestError}</span> : null}
          <span data-testid="player-placeholder-note">{placeholderText(ingestState, note)}</span>
        </>
      ) : (
        <span>Pick a device to watch it.</span>
      )}
    </div>
  );
}

function placeholderText(state: StreamState | undefined, note: string | undefined): string {
  if (note) return `${note.charAt(0).toUpperCase()}${note.slice(1)}`;
  if (state === 'STARTING') return 'Waiting for the first frames…';
  if (state === 'FINISHED') return 'The stream ended.';
  return 'Start the stream to watch it.';
}
