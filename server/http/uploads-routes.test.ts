import { describe, expect, it } from 'vitest';
import { decodeHeaderText } from './uploads-routes';

describe('upload metadata headers', () => {
  it('decodes RFC 2047 and raw UTF-8 metadata header values', () => {
    expect(decodeHeaderText(`=?UTF-8?B?${Buffer.from('Brücke ✓').toString('base64')}?=`)).toBe('Brücke ✓');
    expect(decodeHeaderText('=?utf-8?Q?Br=C3=BCcke_1?=')).toBe('Brücke 1');
    expect(decodeHeaderText(Buffer.from('Sofía').toString('latin1'))).toBe('Sofía');
    expect(decodeHeaderText('plain <b>')).toBe('plain <b>');
  });
});
