import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, push, redo, seal, undo } from './history';

describe('history', () => {
  it('undo and redo walk the states; a new edit drops the redo branch', () => {
    let h = createHistory(0);
    expect(canUndo(h)).toBe(false);
    h = push(h, 1, { at: 0 });
    h = push(h, 2, { at: 10_000 });
    h = undo(h);
    expect(h.present).toBe(1);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(2);
    h = undo(undo(h));
    expect(h.present).toBe(0);
    expect(undo(h)).toBe(h);
    h = push(h, 5, { at: 20_000 });
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual([0]);
  });

  it('coalesces rapid edits with the same key into one step', () => {
    let h = createHistory({ x: 0 }, { coalesceMs: 500 });
    for (let i = 1; i <= 20; i++) h = push(h, { x: i }, { key: 'drag:3', at: i * 16 });
    expect(h.past).toHaveLength(1);
    expect(undo(h).present).toEqual({ x: 0 });
    h = push(h, { x: 99 }, { key: 'drag:3', at: 5000 }); // too late: new step
    expect(h.past).toHaveLength(2);
    h = push(h, { x: 100 }, { key: 'drag:4', at: 5010 }); // other key: new step
    expect(h.past).toHaveLength(3);
    h = push(seal(h), { x: 101 }, { key: 'drag:4', at: 5020 }); // sealed: new step
    expect(h.past).toHaveLength(4);
  });

  it('keeps at most `limit` undo steps and ignores no-op pushes', () => {
    let h = createHistory(0, { limit: 3 });
    for (let i = 1; i <= 10; i++) h = push(h, i, { at: i * 10_000 });
    expect(h.past).toEqual([7, 8, 9]);
    expect(push(h, h.present)).toBe(h);
  });
});
