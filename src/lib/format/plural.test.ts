import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

describe('plural', () => {
  it('says "1 device" and "2 devices", and "0 devices" (English has no zero form)', () => {
    expect(plural(1, 'device')).toBe('1 device');
    expect(plural(2, 'device')).toBe('2 devices');
    expect(plural(0, 'item')).toBe('0 items');
  });

  it('takes irregular forms, and a fraction is plural', () => {
    expect(plural(1, { one: 'box', other: 'boxes' })).toBe('1 box');
    expect(plural(3, { one: 'box', other: 'boxes' })).toBe('3 boxes');
    expect(pluralWord(1.5, 'hour')).toBe('hours');
  });

  it('uses the rules it is given: Polish has a "few" form', () => {
    const pl = new Intl.PluralRules('pl');
    const forms = { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' };
    expect([1, 3, 5, 22].map((n) => pluralWord(n, forms, pl))).toEqual(['plik', 'pliki', 'plików', 'pliki']);
  });
});
