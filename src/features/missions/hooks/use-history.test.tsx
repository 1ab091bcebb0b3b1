import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHistory } from './use-history';

// The undo logic itself is tested in utils/history.test.ts; this covers the React binding.
describe('useHistory', () => {
  it('applies, undoes and redoes through state, and reset leaves nothing to undo', () => {
    const { result } = renderHook(() => useHistory(0));
    act(() => result.current.apply((n) => n + 1));
    act(() => result.current.apply((n) => n + 1));
    expect(result.current.present).toBe(2);
    act(() => result.current.undo());
    expect(result.current.present).toBe(1);
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.redo());
    expect(result.current.present).toBe(2);
    act(() => result.current.reset(7));
    expect(result.current.present).toBe(7);
    expect(result.current.canUndo).toBe(false);
    expect(result.current.canRedo).toBe(false);
  });
});
