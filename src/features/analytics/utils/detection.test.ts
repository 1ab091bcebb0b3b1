import { describe, expect, it } from 'vitest';
import { ANALYTICS_KEYS, type AnalyticsRecord } from '@/lib/contract/analytics';
import { readBiPage, readCompactPage, toBiRecord } from './detection';

const rec: AnalyticsRecord = {
  class_name: 'person',
  count: 3,
  device_id: 'dev-1',
  frame_number: 120,
  model_id: 'yolo',
  session_id: 's-1',
  source_file_name: 'DJI_0001_V.MP4',
  timestamp: '2026-03-01T10:00:00.500Z',
};

describe('analytics adapters', () => {
  it('reads the compact form by its own keys, in the spec order', () => {
    const page = { keys: [...ANALYTICS_KEYS], total_num_pages: 1, data: [ANALYTICS_KEYS.map((k) => rec[k])] };
    const [d] = readCompactPage(page);
    expect(d).toEqual({
      className: 'person',
      count: 3,
      deviceId: 'dev-1',
      frameNumber: 120,
      modelId: 'yolo',
      sessionId: 's-1',
      sourceFileName: 'DJI_0001_V.MP4',
      ts: Date.parse('2026-03-01T10:00:00.500Z'),
    });
  });

  it('follows a different key order and ignores unknown columns', () => {
    const keys = ['timestamp', 'extra', 'session_id', 'class_name', 'count', 'device_id', 'frame_number', 'model_id', 'source_file_name'];
    const row = [
      rec.timestamp,
      'x',
      rec.session_id,
      rec.class_name,
      rec.count,
      rec.device_id,
      rec.frame_number,
      rec.model_id,
      rec.source_file_name,
    ];
    const compact = readCompactPage({ keys, data: [row] });
    expect(compact).toEqual(readBiPage({ data: [rec] }));
  });

  it('reads the BI form and accepts epoch-ms timestamps; drops rows without a time', () => {
    const ms = Date.parse(rec.timestamp);
    const out = readBiPage({
      data: [
        { ...rec, timestamp: ms },
        { ...rec, timestamp: String(ms) },
        { ...rec, timestamp: 'never' },
      ],
    });
    expect(out.map((d) => d.ts)).toEqual([ms, ms]);
  });

  it('round-trips to the BI record with an ISO 8601 timestamp', () => {
    const [d] = readBiPage({ data: [rec] });
    expect(d && toBiRecord(d)).toEqual(rec);
  });
});
