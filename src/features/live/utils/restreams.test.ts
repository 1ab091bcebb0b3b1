import { describe, expect, it } from 'vitest';
import type { StreamInfo } from '@/lib/contract/streams';
import { lastLiveByDevice } from './device-live-state';
import { ago } from './live-time';
import { restreamsOf } from './restreams';

const s = (o: Partial<StreamInfo> & Pick<StreamInfo, 'streamId' | 'deviceId' | 'state'>): StreamInfo => ({ startedAt: 1, ...o });

describe('pulls and relays', () => {
  it('lists running and failed restreams, newest first, never a device’s own ingest', () => {
    const rows = restreamsOf([
      s({ streamId: 'a-FROM', deviceId: 'a', state: 'STREAMING', kind: 'FROM', restream: false }),
      s({ streamId: 'b-FROM', deviceId: 'b', state: 'STREAMING', kind: 'FROM', restream: true, url: 'rtmp://src/x', startedAt: 5 }),
      s({ streamId: 'b-TO', deviceId: 'b', state: 'ERROR', kind: 'TO', restream: true, error: 'refused', startedAt: 9 }),
      s({ streamId: 'c-TO', deviceId: 'c', state: 'STOPPED', kind: 'TO', restream: true }),
    ]);
    expect(rows.map((r) => [r.streamId, r.direction])).toEqual([
      ['b-TO', 'to'],
      ['b-FROM', 'from'],
    ]);
    expect(rows[0]?.error).toBe('refused');
    expect(rows[1]?.url).toBe('rtmp://src/x');
  });

  it('counts a relay as a restream when the service does not say', () => {
    expect(restreamsOf([s({ streamId: 'd-TO', deviceId: 'd', state: 'STREAMING', kind: 'TO' })])).toHaveLength(1);
  });
});

describe('last live', () => {
  it('takes the end of an ingest that is not running', () => {
    const m = lastLiveByDevice([
      s({ streamId: 'a-FROM', deviceId: 'a', state: 'STOPPED', kind: 'FROM', endedAt: 1000 }),
      s({ streamId: 'b-FROM', deviceId: 'b', state: 'STREAMING', kind: 'FROM', endedAt: null }),
      s({ streamId: 'a-TO', deviceId: 'a', state: 'STOPPED', kind: 'TO', endedAt: 2000 }),
      // A start that failed is not "last live".
      s({ streamId: 'c-FROM', deviceId: 'c', state: 'ERROR', kind: 'FROM', endedAt: 3000, error: 'refused' }),
    ]);
    expect([...m]).toEqual([['a', 1000]]);
  });

  it('leaves dismissed pulls and relays out of the list', () => {
    const rows = restreamsOf([
      s({
        streamId: 'a-FROM',
        deviceId: 'a',
        state: 'ERROR',
        kind: 'FROM',
        restream: true,
        error: 'refused',
        startedAt: 1,
        dismissed: true,
      }),
      s({ streamId: 'b-FROM', deviceId: 'b', state: 'ERROR', kind: 'FROM', restream: true, error: 'refused', startedAt: 2 }),
    ]);
    expect(rows.map((r) => r.streamId)).toEqual(['b-FROM']);
  });

  it('says how long ago in words', () => {
    expect(ago(10_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 min ago');
    expect(ago(3 * 3600_000)).toBe('3 h ago');
    expect(ago(72 * 3600_000)).toBe('3 d ago');
  });
});
