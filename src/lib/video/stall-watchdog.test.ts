import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchProgress } from './stall-watchdog';

describe('watchProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a stall after 3 s without progress while visible, and progress again when time moves', () => {
    const video = { currentTime: 0 } as HTMLVideoElement;
    const onStall = vi.fn();
    const onProgress = vi.fn();
    let visible = true;
    const stop = watchProgress(video, { onStall, onProgress }, { isVisible: () => visible });
    video.currentTime = 1;
    vi.advanceTimersByTime(500);
    expect(onProgress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2600);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(onStall).toHaveBeenCalled();
    // Hidden pages are not judged.
    onStall.mockClear();
    visible = false;
    vi.advanceTimersByTime(10_000);
    expect(onStall).not.toHaveBeenCalled();
    visible = true;
    video.currentTime = 2;
    vi.advanceTimersByTime(500);
    expect(onProgress).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
