import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHistory } from './use-history';

describe('useHistory', () => {
  it('undoes and redoes, and a new edit clears the redo stack', () => {
    const { result } = renderHook(() => useHistory(0));
    act(() => result.current.apply((n) => n + 1));
    act(() => result.current.apply((n) => n + 1));
    expect(result.current.present).toBe(2);
    act(() => result.current.undo());
    expect(result.current.present).toBe(1);
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.redo());
    expect(result.current.present).toBe(2);
    act(() => result.current.undo());
    act(() => result.current.apply((n) => n + 10));
    expect(result.current.canRedo).toBe(false);
    expect(result.current.present).toBe(11);
  });

  it('coalesces edits with the same key into one step and ignores no-op edits', () => {
    const { result } = renderHook(() => useHistory('a'));
    act(() => result.current.apply(() => 'ab', 'name'));
    act(() => result.current.apply(() => 'abc', 'name'));
    act(() => result.current.apply((s) => s));
    act(() => result.current.undo());
    expect(result.current.present).toBe('a');
    expect(result.current.canUndo).toBe(false);
  });
});
