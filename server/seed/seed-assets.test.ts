import { describe, expect, it } from 'vitest';
import { minimalPdf } from './seed-assets';

describe('seed assets', () => {
  it('writes a PDF whose xref offsets point at its objects', () => {
    const pdf = minimalPdf('Report (Q4)', ['line one']).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(pdf.startsWith(`${i + 1} 0 obj\n`, o)).toBe(true));
  });
});
