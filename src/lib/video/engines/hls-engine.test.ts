import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHlsEngine } from './hls-engine';

// hls.js itself is not under test: a stand-in with the calls the engine makes.
vi.mock('hls.js', () => {
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    levels = [];
    currentLevel = -1;
    latency = 0;
    playingDate = null;
    on(): void {}
    attachMedia(): void {}
    loadSource(): void {}
    startLoad(): void {}
    recoverMediaError(): void {}
    detachMedia(): void {}
    destroy(): void {}
  }
  return { default: FakeHls };
});

const events = { onFatal: vi.fn(), onManifestReady: vi.fn(), onEnded: vi.fn() };
const source = { url: 'http://service.test/cdn/live/t/tok/d1/index.m3u8' };
const marks = (name: string) => performance.getEntriesByName(name, 'mark');

afterEach(() => performance.clearMarks());

describe('hls engine performance marks', () => {
  // 112e7c4: a wall rebuilds its players after every outage, for days; each rebuild added a
  // `lops:loadSource` and a `lops:playing` mark that nothing ever cleared.
  it('keeps only the latest mark of each name however often the player is rebuilt', async () => {
    const video = Object.assign(new EventTarget(), { removeAttribute() {}, load() {} }) as unknown as HTMLVideoElement;
    let lastLoad = -1;
    for (let i = 0; i < 5; i += 1) {
      const engine = await createHlsEngine(video, source, { capToSize: false }, events);
      video.dispatchEvent(new Event('playing'));
      // Only the first `playing` after a load counts.
      video.dispatchEvent(new Event('playing'));
      engine.destroy();
      const load = marks('lops:loadSource');
      expect(load).toHaveLength(1);
      expect(load[0]?.startTime).toBeGreaterThanOrEqual(lastLoad);
      lastLoad = load[0]?.startTime ?? -1;
    }
    expect(marks('lops:loadSource')).toHaveLength(1);
    expect(marks('lops:playing')).toHaveLength(1);
    expect(marks('lops:playing')[0]?.startTime).toBeGreaterThanOrEqual(lastLoad);
  });
});
