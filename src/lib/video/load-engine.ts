import { pickEngine } from './engine-select';
import type { EngineEvents, EngineHandle, EngineKind, PlayerSource } from './types';

/** The engine this browser and source need (see `pickEngine`). */
export function chooseEngine(video: HTMLVideoElement, source: PlayerSource): EngineKind {
  const mse = typeof window !== 'undefined' && 'MediaSource' in window;
  return pickEngine(source.url, source.engine, {
    hlsJs: mse && MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"'),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  });
}

/** Imports the engine on demand (none is in the initial bundle) and creates it. */
export async function createEngine(
  kind: EngineKind,
  video: HTMLVideoElement,
  source: PlayerSource,
  capToSize: boolean,
  events: EngineEvents,
): Promise<EngineHandle> {
  if (kind === 'dash') return (await import('./engines/dash-engine')).createDashEngine(video, source, events);
  if (kind === 'native') return (await import('./engines/native-engine')).createNativeEngine(video, source, events);
  return (await import('./engines/hls-engine')).createHlsEngine(video, source, { capToSize }, events);
}
