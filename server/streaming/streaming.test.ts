import { describe, expect, it } from 'vitest';
import { createTokenService } from '../domain/identity/tokens';
import { ingestArgs, relayArgs } from './ffmpeg-args';
import { spawnFfmpeg } from './process';
import { redactCredentials } from './reaper';
import { issueViewerToken, parseViewerClaims } from './viewer-token';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

describe('ffmpeg command lines', () => {
  it('ingest remuxes (no re-encode) into HLS fMP4 1 s segments and DASH, plus the sub rendition when there is one', () => {
    const withSub = ingestArgs({ main: 'rtmp://h/a', sub: 'rtmp://h/b', dir: '/live/x', tag: 't1' });
    expect(withSub).not.toContain('libx264');
    expect(withSub.filter((a) => a === 'copy')).toHaveLength(3);
    expect(withSub).toContain('/live/x/index.m3u8');
    expect(withSub).toContain('/live/x/sub/index.m3u8');
    expect(withSub).toContain('/live/x/dash/manifest.mpd');
    expect(withSub[withSub.indexOf('-hls_time') + 1]).toBe('1');
    expect(withSub[withSub.indexOf('-hls_flags') + 1]).toContain('delete_segments+independent_segments');
    const mainOnly = ingestArgs({ main: 'rtsp://h/a', dir: '/live/y', tag: 't2' });
    expect(mainOnly).not.toContain('/live/y/sub/index.m3u8');
    expect(mainOnly).toContain('-rtsp_transport');
  });
  it('relay copies the live HLS to the destination as FLV', () => {
    const args = relayArgs({ dir: '/live/x', destUrl: 'rtmp://dest/app/key' });
    expect(args.slice(-3)).toEqual(['-f', 'flv', 'rtmp://dest/app/key']);
    expect(args).toContain('copy');
  });
});

describe('viewer tokens', () => {
  const tokens = createTokenService(fs.mkdtempSync(path.join(os.tmpdir(), 'lops-vt-')));
  it('device scope: URLs carry the token in the path; claims round-trip', async () => {
    const r = await issueViewerToken(tokens, { origin: 'http://x', teamId: 't1', deviceId: 'd1', aiAppIds: ['ppe'], duration: 60 });
    expect(r.streamUrls?.hls).toBe(`http://x/cdn/live/t/${r.token}/d1/master.m3u8`);
    expect(r.annotatedStreamUrls).toEqual([{ aiAppId: 'ppe', hls: `http://x/cdn/live/t/${r.token}/d1/ai/ppe/index.m3u8` }]);
    expect(parseViewerClaims(await tokens.verify('viewer', r.token))).toEqual({
      scope: 'device',
      teamId: 't1',
      deviceId: 'd1',
      aiAppIds: ['ppe'],
    });
    expect(await tokens.verify('pat', r.token)).toBeNull();
  });
  it('rejects claims without a team or with a device scope but no device', () => {
    expect(parseViewerClaims({ scope: 'device', teamId: 't1' })).toBeNull();
    expect(parseViewerClaims({ scope: 'team' })).toBeNull();
  });
});

describe('process control', () => {
  // Its own waits (first frame ≤ 10 s, stop ≤ 2 s) must fit in its timeout: on a loaded 2-core
  // machine ffmpeg can take seconds to emit a frame, and the default 5 s cut the wait short.
  it('stop() ends the whole process group', { timeout: 20_000 }, async () => {
    const marker = `lops-unit-${process.pid}-${Date.now()}`;
    const proc = spawnFfmpeg([
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=160x90:rate=5',
      '-metadata',
      `comment=${marker}`,
      '-f',
      'null',
      '-',
    ]);
    const deadline = Date.now() + 10_000;
    while (proc.frames() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(proc.frames()).toBeGreaterThan(0);
    const info = await proc.stop(2000);
    expect(info.requested).toBe(true);
    expect(() => execFileSync('pgrep', ['-f', marker])).toThrow();
  });
  it('hides credentials in a reason', () => {
    expect(redactCredentials('rtmp://user:secret@host/app: Connection refused')).toBe('rtmp://***@host/app: Connection refused');
  });
});
