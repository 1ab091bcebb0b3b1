import { expect, it, vi } from 'vitest';
import { geoidLoaded, geoidUndulation, GeoidNotLoadedError, loadGeoid, withGeoid } from './geoid';

// Each test file gets fresh modules, so the geoid starts unloaded here.
it('an edit asked for before the geoid has loaded waits for it, then runs once', async () => {
  expect(geoidLoaded()).toBe(false);
  expect(() => geoidUndulation(47.37, 8.54)).toThrow(GeoidNotLoadedError);
  const edit = vi.fn(() => geoidUndulation(47.37, 8.54));
  withGeoid(edit);
  expect(edit).not.toHaveBeenCalled();
  await loadGeoid();
  await vi.waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
  expect(edit.mock.results[0]?.value).toBeCloseTo(47.3, 0);
  // Once loaded, edits run at once.
  const later = vi.fn();
  withGeoid(later);
  expect(later).toHaveBeenCalledTimes(1);
});
