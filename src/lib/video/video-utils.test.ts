import { describe, expect, it } from 'vitest';
import { pickEngine } from './engine-select';
import { backoffDelay, createMediaRecoveryGate } from './retry-policy';
import { fillPattern, renewDelayMs, tokenInUrl, withToken } from './token-url';

describe('pickEngine', () => {
  const both = { hlsJs: true, nativeHls: true };
  it('uses hls.js by default, dash.js for .mpd or on request', () => {
    expect(pickEngine('/cdn/live/t/x/d1/index.m3u8', undefined, both)).toBe('hls');
    expect(pickEngine('/cdn/live/t/x/d1/manifest.mpd?a=1', undefined, both)).toBe('dash');
    expect(pickEngine('/a.m3u8', 'dash', both)).toBe('dash');
  });
  it('falls back to native HLS only where hls.js cannot run', () => {
    expect(pickEngine('/a.m3u8', undefined, { hlsJs: false, nativeHls: true })).toBe('native');
    expect(pickEngine('/a.m3u8', 'native', { hlsJs: true, nativeHls: false })).toBe('hls');
  });
});

describe('backoffDelay', () => {
  it('grows from about 1 s to a 30 s cap', () => {
    const none = () => 0;
    expect(backoffDelay(0, none)).toBe(900);
    expect(backoffDelay(1, none)).toBe(1800);
    expect(backoffDelay(10, () => 1)).toBe(30_000);
    expect(backoffDelay(3, () => 1)).toBeLessThanOrEqual(8000 * 1.1);
  });
});

describe('media recovery gate', () => {
  it('allows one recovery per 5 s window', () => {
    let t = 0;
    const gate = createMediaRecoveryGate(5000, () => t);
    expect(gate.tryAcquire()).toBe(true);
    t = 4000;
    expect(gate.tryAcquire()).toBe(false);
    t = 5001;
    expect(gate.tryAcquire()).toBe(true);
  });
});

describe('token in the URL path', () => {
  const url = 'http://h/cdn/live/t/abc.def-ghi/dev-1/index.m3u8';
  it('reads and replaces the token segment only', () => {
    expect(tokenInUrl(url)).toBe('abc.def-ghi');
    expect(withToken(url, 'NEW')).toBe('http://h/cdn/live/t/NEW/dev-1/index.m3u8');
    expect(withToken('http://h/other/seg.m4s', 'NEW')).toBe('http://h/other/seg.m4s');
  });
  it('renews at 80% of the lifetime', () => {
    expect(renewDelayMs(1000, 1060, 1000_000)).toBe(48_000);
    expect(renewDelayMs(1000, 1060, 1_050_000)).toBe(0);
  });
  it('fills team URL patterns in the common placeholder spellings', () => {
    expect(fillPattern('/t/T/{deviceId}/index.m3u8', 'd 1')).toBe('/t/T/d%201/index.m3u8');
    expect(fillPattern('/t/T/<deviceId>/x', 'd1')).toBe('/t/T/d1/x');
    expect(fillPattern('/t/T/${deviceId}/x', 'd1')).toBe('/t/T/d1/x');
  });
});
