import { describe, expect, it } from 'vitest';
import { fitGrid, keyboardTarget, moveItem, pageOf, parseRotate } from './grid-layout';
import { annotatedAppIds, deviceUrls } from './stream-urls';
import { liveByDevice } from './device-live-state';
import { restreamUrlError } from './url-validation';

describe('grid layout', () => {
  it('pages and wraps', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    expect(pageOf(ids, '2x2', 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(pageOf(ids, '2x2', 1)).toEqual(['e']);
    expect(pageOf(ids, '2x2', 2)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('moves items by drag index and by arrow keys', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(keyboardTarget(0, 'ArrowRight', 3, 9)).toBe(1);
    expect(keyboardTarget(1, 'ArrowDown', 3, 9)).toBe(4);
    expect(keyboardTarget(0, 'ArrowUp', 3, 9)).toBeNull();
  });
  it('parses rotation periods with a 5 s floor', () => {
    expect(parseRotate('30s')).toBe(30_000);
    expect(parseRotate('2m')).toBe(120_000);
    expect(parseRotate('1s')).toBeNull();
    expect(parseRotate('soon')).toBeNull();
  });
});

describe('stream urls', () => {
  it('fills a team pattern for HLS and DASH and derives the sub rendition', () => {
    const streamUrlPattern = {
      hls: 'http://h/cdn/live/t/T/{deviceId}/master.m3u8',
      dash: 'http://h/cdn/live/t/T/{deviceId}/dash/manifest.mpd',
      note: '',
    };
    const token = { token: 'T', scope: 'team' as const, teamId: 't', expiresIn: 60, expiresAt: 1, streamUrlPattern };
    expect(deviceUrls(token, 'cam-1')).toEqual({
      main: 'http://h/cdn/live/t/T/cam-1/master.m3u8',
      sub: 'http://h/cdn/live/t/T/cam-1/sub/index.m3u8',
      dash: 'http://h/cdn/live/t/T/cam-1/dash/manifest.mpd',
    });
  });

  it("takes a device token's own URLs, DASH included", () => {
    const streamUrls = { hls: 'http://h/cdn/live/t/T/cam-1/master.m3u8', dash: 'http://h/cdn/live/t/T/cam-1/dash/manifest.mpd' };
    const token = { token: 'T', scope: 'device' as const, deviceId: 'cam-1', teamId: 't', expiresIn: 60, expiresAt: 1, streamUrls };
    expect(deviceUrls(token, 'cam-1')?.dash).toBe(streamUrls.dash);
    expect(deviceUrls(token, 'cam-2')).toBeNull();
  });

  it('offers the annotated renditions per AI add-on, from device URLs and from team patterns', () => {
    const streamUrls = { hls: 'http://h/cdn/live/t/T/cam-1/master.m3u8', dash: 'http://h/cdn/live/t/T/cam-1/dash/manifest.mpd' };
    const annotatedStreamUrls = [{ aiAppId: 'ppe', hls: 'http://h/cdn/live/t/T/cam-1/ai/ppe/index.m3u8' }];
    const device = {
      token: 'T',
      scope: 'device' as const,
      deviceId: 'cam-1',
      teamId: 't',
      expiresIn: 60,
      expiresAt: 1,
      streamUrls,
      annotatedStreamUrls,
    };
    expect(deviceUrls(device, 'cam-1')?.annotated).toEqual({ ppe: annotatedStreamUrls[0]?.hls });
    expect(annotatedAppIds(device)).toEqual(['ppe']);
    const team = {
      token: 'T',
      scope: 'team' as const,
      teamId: 't',
      expiresIn: 60,
      expiresAt: 1,
      streamUrlPattern: { hls: 'http://h/cdn/live/t/T/{deviceId}/master.m3u8', dash: 'http://h/d/{deviceId}', note: '' },
      annotatedStreamUrlPatterns: [{ aiAppId: 'defects', hls: 'http://h/cdn/live/t/T/{deviceId}/ai/defects/index.m3u8' }],
    };
    expect(deviceUrls(team, 'cam-2')?.annotated).toEqual({ defects: 'http://h/cdn/live/t/T/cam-2/ai/defects/index.m3u8' });
    expect(deviceUrls({ ...team, annotatedStreamUrlPatterns: undefined }, 'cam-2')?.annotated).toBeUndefined();
  });
});

describe('live state by device', () => {
  it('separates ingest and relay with their error', () => {
    const m = liveByDevice([
      { streamId: 'd1-FROM', deviceId: 'd1', state: 'ERROR', error: 'source refused', startedAt: 1 },
      { streamId: 'd1-TO', deviceId: 'd1', state: 'STREAMING', startedAt: 1 },
    ]);
    expect(m.get('d1')?.ingest).toEqual({ streamId: 'd1-FROM', state: 'ERROR', error: 'source refused' });
    expect(m.get('d1')?.relay?.state).toBe('STREAMING');
  });
});

describe('restream url validation', () => {
  it('accepts the right schemes per direction', () => {
    expect(restreamUrlError('from', 'rtsp://cam/1')).toBeNull();
    expect(restreamUrlError('to', 'rtsp://cam/1')).toMatch(/rtmp/);
    expect(restreamUrlError('from', 'http://x')).toMatch(/source/);
    expect(restreamUrlError('to', '')).toMatch(/destination/);
  });
});

describe('fitGrid', () => {
  it('fills a landscape screen with the tiles there are', () => {
    expect(fitGrid(2, 3, 1920, 1080)).toEqual({ columns: 2, rows: 1 });
    expect(fitGrid(9, 3, 1920, 1080)).toEqual({ columns: 3, rows: 3 });
    expect(fitGrid(1, 4, 1920, 1080)).toEqual({ columns: 1, rows: 1 });
    expect(fitGrid(5, 3, 1920, 1080)).toEqual({ columns: 3, rows: 2 });
  });
  it('stacks tiles on a portrait screen', () => {
    expect(fitGrid(2, 3, 1080, 1920)).toEqual({ columns: 1, rows: 2 });
    expect(fitGrid(4, 2, 1080, 1920)).toEqual({ columns: 1, rows: 4 });
  });
});
