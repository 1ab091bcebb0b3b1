import { describe, expect, it } from 'vitest';
import { parseAiApps } from './config';

describe('AI_APPS', () => {
  it('reads id:Name pairs, defaults to the demo add-ons, and turns off', () => {
    expect(parseAiApps('ppe:PPE detection, fire:Fire & smoke')).toEqual([
      { id: 'ppe', name: 'PPE detection' },
      { id: 'fire', name: 'Fire & smoke' },
    ]);
    expect(parseAiApps(undefined).map((a) => a.id)).toEqual(['ppe', 'defects']);
    expect(parseAiApps('off')).toEqual([]);
    // An id the viewer token would refuse is dropped; a missing name falls back to the id.
    expect(parseAiApps('bad id:X,ok')).toEqual([{ id: 'ok', name: 'ok' }]);
  });
});
