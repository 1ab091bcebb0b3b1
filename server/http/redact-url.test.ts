import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides viewer tokens in signed playback paths', () => {
    expect(redactUrl('/cdn/live/t/eyJhbGciOi.abc.def/dev-1/index.m3u8')).toBe('/cdn/live/t/[redacted]/dev-1/index.m3u8');
    expect(redactUrl('/cdn/live/t/eyJhbGciOi.abc.def')).toBe('/cdn/live/t/[redacted]');
  });

  it('hides share tokens of the public watch page and its API', () => {
    expect(redactUrl('/watch/sh_abc123')).toBe('/watch/[redacted]');
    expect(redactUrl('/watch/sh_abc123?embed=1')).toBe('/watch/[redacted]?embed=1');
    expect(redactUrl('/v1/public/channels/sh_abc123')).toBe('/v1/public/channels/[redacted]');
    expect(redactUrl('/v1/public/channels/sh_abc123/viewer-tokens')).toBe('/v1/public/channels/[redacted]/viewer-tokens');
  });

  it('hides token query parameters, whatever their case or position', () => {
    expect(redactUrl('/x?token=secret&y=1')).toBe('/x?token=[redacted]&y=1');
    expect(redactUrl('/x?y=1&Access_Token=secret')).toBe('/x?y=1&Access_Token=[redacted]');
    expect(redactUrl('/x?sig=a&t=b&api_key=c&code=d')).toBe('/x?sig=[redacted]&t=[redacted]&api_key=[redacted]&code=[redacted]');
    expect(redactUrl('/x?%74oken=secret')).toBe('/x?%74oken=[redacted]');
  });

  it('leaves ordinary paths and parameters alone', () => {
    expect(redactUrl('/v1/channels/abc')).toBe('/v1/channels/abc');
    expect(redactUrl('/v1/flights?limit=50&tokens=2')).toBe('/v1/flights?limit=50&tokens=2');
    expect(redactUrl('/watchlist/abc')).toBe('/watchlist/abc');
  });
});
