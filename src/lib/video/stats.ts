import type { EngineHandle, PlayerStats } from './types';

export function readStats(video: HTMLVideoElement | null, engine: EngineHandle | null): PlayerStats {
  const q = video?.getVideoPlaybackQuality?.();
  return {
    engine: engine?.kind ?? null,
    latency: engine?.latency() ?? null,
    clockLatency: engine?.clockLatency?.() ?? null,
    bitrate: engine?.bitrate() ?? null,
    width: video?.videoWidth ?? 0,
    height: video?.videoHeight ?? 0,
    droppedFrames: q?.droppedVideoFrames ?? 0,
    decodedFrames: q?.totalVideoFrames ?? 0,
  };
}

export function formatBitrate(bps: number | null): string {
  if (bps === null) return '—';
  return bps >= 1e6 ? `${(bps / 1e6).toFixed(1)} Mbit/s` : `${Math.round(bps / 1e3)} kbit/s`;
}
