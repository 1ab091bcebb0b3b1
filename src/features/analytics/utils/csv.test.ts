import { describe, expect, it } from 'vitest';
import { csvField, detectionsToCsv, detectionsToJson, parseCsv, toCsv } from './csv';
import type { Detection } from './detection';

const d: Detection = {
  className: 'crack, "hairline"\nnew',
  count: 2,
  deviceId: 'dev,1',
  frameNumber: 7,
  modelId: 'm',
  sessionId: 's',
  sourceFileName: 'a "b".mp4',
  ts: Date.UTC(2026, 0, 2, 3, 4, 5, 6),
};

describe('CSV export', () => {
  it('quotes commas, quotes and newlines, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(3)).toBe('3');
  });

  it('writes the BI form: the spec field names, one row per record, ISO timestamps; reads back intact', () => {
    const text = detectionsToCsv([d, { ...d, className: 'person' }]);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'class_name',
      'count',
      'device_id',
      'frame_number',
      'model_id',
      'session_id',
      'source_file_name',
      'timestamp',
    ]);
    expect(rows[1]).toEqual([d.className, '2', 'dev,1', '7', 'm', 's', 'a "b".mp4', '2026-01-02T03:04:05.006Z']);
    expect(rows[2]?.[0]).toBe('person');
    expect(rows).toHaveLength(3);
  });

  it('writes JSON in the BI form', () => {
    expect(JSON.parse(detectionsToJson([d]))).toEqual([
      {
        class_name: d.className,
        count: 2,
        device_id: 'dev,1',
        frame_number: 7,
        model_id: 'm',
        session_id: 's',
        source_file_name: 'a "b".mp4',
        timestamp: '2026-01-02T03:04:05.006Z',
      },
    ]);
  });

  it('ends lines with CRLF and writes a header for an empty table', () => {
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n');
    expect(toCsv(['a'], [['x,y']])).toBe('a\r\n"x,y"\r\n');
  });
});
