import type { PlaybackFormat } from './stream-urls';

/** What the playback choice says on screen: what it does for the viewer, not which library plays it. */
export const PLAYBACK_FORMAT_LABELS: Record<PlaybackFormat, string> = {
  hls: 'Low latency (HLS)',
  dash: 'Compatible (DASH)',
};

export const PLAYBACK_FORMATS = Object.keys(PLAYBACK_FORMAT_LABELS) as PlaybackFormat[];
