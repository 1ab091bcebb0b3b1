import { describe, expect, it } from 'vitest';
import { CLASS_PALETTE, classColour } from './class-palette';

describe('class palette', () => {
  it('gives each team’s classes distinct colours (the seeded models’ vocabularies)', () => {
    const inspection = [
      'insulator_damage',
      'corrosion',
      'crack',
      'vegetation',
      'bird_nest',
      'person',
      'vehicle',
      'hotspot',
      'broken insulator',
    ];
    const survey = ['vegetation', 'stockpile', 'water_pooling', 'livestock', 'vehicle', 'person', 'erosion', 'soiled panel'];
    for (const set of [inspection, survey]) expect(new Set(set.map(classColour)).size).toBe(set.length);
    // The reported collisions: vehicle vs crack, person vs insulator_damage.
    expect(classColour('vehicle')).not.toBe(classColour('crack'));
    expect(classColour('person')).not.toBe(classColour('insulator_damage'));
  });

  it('is the same for a class every time, and stays within twelve Okabe–Ito/Tableau hues', () => {
    expect(classColour('rust_streak')).toBe(classColour('rust_streak'));
    expect(CLASS_PALETTE).toHaveLength(12);
    expect(CLASS_PALETTE).toContain(classColour('rust_streak'));
  });
});
