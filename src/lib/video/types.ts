/** What the player is doing, as the architecture names it, plus `offline` (the browser has no network). */
export type PlayerState = 'idle' | 'loading' | 'playing' | 'stalled' | 'reconnecting' | 'offline' | 'ended' | 'error';

export type EngineKind = 'hls' | 'dash' | 'native';

export interface PlayerStats {
  engine: EngineKind | null;
  /** Seconds behind the live edge (hls.js `latency`, dash.js `getCurrentLiveLatency`). */
  latency: number | null;
  /** Seconds between the wall clock and the program date of the frame on screen (EXT-X-PROGRAM-DATE-TIME): glass-to-glass minus capture. */
  clockLatency: number | null;
  /** Bits per second of the current rendition. */
  bitrate: number | null;
  width: number;
  height: number;
  droppedFrames: number;
  decodedFrames: number;
}

export interface PlayerHealth {
  state: PlayerState;
  /** Consecutive failed attempts since the last good playback. */
  attempt: number;
  /** Last error text worth showing (never contains a token). */
  reason: string | null;
  tokenRenewals: number;
}

/** A playable address; `expiresAt` (unix s) when its viewer token expires. */
export interface PlayerSource {
  url: string;
  expiresAt?: number;
  /** Unix s when the token was issued; lets renewal use the real lifetime. Defaults to when it was received. */
  issuedAt?: number;
  engine?: EngineKind;
}

/** Returns a fresh source (new token) for the same stream. */
export type RenewSource = () => Promise<PlayerSource>;

/** Callbacks an engine reports through. Engines never decide on retries: the controller does. */
export interface EngineEvents {
  /** `status` is the HTTP status when a request was answered (403 = token refused). */
  onFatal(kind: 'network' | 'media' | 'other', detail: string, status?: number): void;
  onManifestReady(): void;
  onEnded(): void;
}

export interface EngineHandle {
  kind: EngineKind;
  /** Reload after a network failure (hls `startLoad`, dash/native re-attach). */
  reload(): void;
  /** Try to recover a decoder error; false when this engine cannot. */
  recoverMedia(): boolean;
  /** Use this token for every request from now on, without interrupting playback. */
  swapSource(next: PlayerSource): void;
  latency(): number | null;
  /** Wall clock minus the frame's program date, when the stream carries one. */
  clockLatency?(): number | null;
  bitrate(): number | null;
  destroy(): void;
}
