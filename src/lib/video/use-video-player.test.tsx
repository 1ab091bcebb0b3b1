import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ControllerOptions } from './player-controller';
import type { PlayerHealth } from './types';
import { useVideoPlayer } from './use-video-player';

// The controller (engines, timers) is covered end to end; here only the hook's wiring is under test.
const created: Array<{ opts: ControllerOptions; retry: ReturnType<typeof vi.fn> }> = [];
vi.mock('./player-controller', () => ({
  createPlayerController: (_video: HTMLVideoElement, opts: ControllerOptions) => {
    const c = { opts, retry: vi.fn() };
    created.push(c);
    return { engine: () => null, retry: c.retry, destroy: vi.fn() };
  },
}));

const video = { current: document.createElement('video') };
const source = { url: 'http://service.test/live/a/index.m3u8' };
const report = (state: PlayerHealth['state']) =>
  act(() => created.at(-1)?.opts.onHealth({ state, attempt: 1, reason: null, tokenRenewals: 0 }));

function mount(upstreamLive: boolean | undefined) {
  return renderHook(({ up }: { up: boolean | undefined }) => useVideoPlayer(video, source, { upstreamLive: up }), {
    initialProps: { up: upstreamLive },
  });
}

beforeEach(() => {
  created.length = 0;
});

describe('useVideoPlayer: the stream coming back at the service', () => {
  it('retries at once when the stream turns live while the player is not playing', () => {
    const { rerender } = mount(false);
    report('reconnecting');
    rerender({ up: true });
    expect(created[0]?.retry).toHaveBeenCalledTimes(1);
    // Staying live does not retry again.
    rerender({ up: true });
    expect(created[0]?.retry).toHaveBeenCalledTimes(1);
  });

  it('leaves a playing player alone', () => {
    const { rerender } = mount(false);
    report('playing');
    rerender({ up: true });
    expect(created[0]?.retry).not.toHaveBeenCalled();
  });

  it('does not retry on the first known value, or when it was unknown before', () => {
    const { rerender } = mount(undefined);
    report('reconnecting');
    rerender({ up: true });
    expect(created[0]?.retry).not.toHaveBeenCalled();
    rerender({ up: false });
    rerender({ up: true });
    expect(created[0]?.retry).toHaveBeenCalledTimes(1);
  });
});
