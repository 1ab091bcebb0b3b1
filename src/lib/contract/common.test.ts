import { describe, expect, it } from 'vitest';
import { EpochOrIsoSchema, StatusInputSchema, charLength, normaliseStatus, toEpochMs } from './common';
import { MissionCreateSchema } from './missions';

describe('status normalisers', () => {
  it('takes a string or a non-empty array and yields one string', () => {
    expect(StatusInputSchema.parse('DRAFT')).toBe('DRAFT');
    expect(StatusInputSchema.parse(['COMPLETED', 'FAILED'])).toBe('COMPLETED');
    expect(StatusInputSchema.safeParse([]).success).toBe(false);
    expect(StatusInputSchema.safeParse('DONE').success).toBe(false);
  });
  it('reads a status leniently from a response', () => {
    expect(normaliseStatus(['PUBLISHED'])).toBe('PUBLISHED');
    expect(normaliseStatus('IN_PROGRESS')).toBe('IN_PROGRESS');
    expect(normaliseStatus(3)).toBeUndefined();
  });
});

describe('dates', () => {
  it('accepts epoch ms as number or string, and ISO 8601', () => {
    expect(toEpochMs(1700000000000)).toBe(1700000000000);
    expect(toEpochMs('1700000000000')).toBe(1700000000000);
    expect(toEpochMs('2023-11-14T22:13:20.000Z')).toBe(1700000000000);
    expect(toEpochMs('soon')).toBeUndefined();
    expect(EpochOrIsoSchema.safeParse('soon').success).toBe(false);
  });
});

describe('charLength', () => {
  it('counts an emoji once', () => expect(charLength('🚁ab')).toBe(3));
});

describe('MissionCreateSchema', () => {
  it('folds desc and altEGM into the canonical spellings', () => {
    const m = MissionCreateSchema.parse({ name: 'n', desc: 'd', route: [{ lat: 1, lng: 2, altEGM: 3, si: 'dist-1' }] });
    expect(m).toEqual({ name: 'n', description: 'd', route: [{ lat: 1, lng: 2, altitudeEGM: 3, si: 'dist-1' }] });
  });
  it('prefers description and altitudeEGM when both spellings are sent', () => {
    const m = MissionCreateSchema.parse({
      name: 'n',
      desc: 'old',
      description: 'new',
      route: [{ lat: 1, lng: 2, altEGM: 3, altitudeEGM: 4 }],
    });
    expect(m.description).toBe('new');
    expect(m.route[0]?.altitudeEGM).toBe(4);
  });
});
