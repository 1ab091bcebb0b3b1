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
  manager: TokenManager | null;
  format: PlaybackFormat;
  /** The AI add-on whose annotated rendition plays instead of the original. */
  ai?: string;
}

/** The big player of the Live page, or what stands in for it: no device, no source, not started. */
export function PlayerPanel({ device, noSource, ingestState, manager, format, ai }: Props) {
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
          <span>{device.name}</span>
          <StreamStateBadge state={ingestState} />
          <span>{ingestState === 'STARTING' ? 'Waiting for the first frames…' : 'Start the stream to watch it.'}</span>
        </>
      ) : (
        <span>Pick a device to watch it.</span>
      )}
    </div>
  );
}
