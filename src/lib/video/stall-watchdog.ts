/**
 * Watches playback progress. A live picture whose `currentTime` has not moved for `stallMs`
 * while the page is visible is stalled: the frame on screen is stale, whatever the engine says.
 * Hidden pages are not judged (browsers throttle them). Returns the stop function.
 */
export function watchProgress(
  video: HTMLVideoElement,
  handlers: { onStall(sinceMs: number): void; onProgress(): void },
  opts: { stallMs?: number; tickMs?: number; isVisible?: () => boolean } = {},
): () => void {
  const stallMs = opts.stallMs ?? 3000;
  const isVisible = opts.isVisible ?? (() => document.visibilityState === 'visible');
  let lastTime = video.currentTime;
  let lastMoveAt = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (!isVisible()) {
      // Not judged while hidden; restart the clock when judging resumes.
      lastMoveAt = now;
      lastTime = video.currentTime;
      return;
    }
    if (video.currentTime !== lastTime) {
      lastTime = video.currentTime;
      lastMoveAt = now;
      handlers.onProgress();
    } else if (now - lastMoveAt >= stallMs) {
      handlers.onStall(now - lastMoveAt);
    }
  }, opts.tickMs ?? 500);
  return () => clearInterval(timer);
}
