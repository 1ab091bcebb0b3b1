import { describe, expect, it } from 'vitest';
import { editorViewReducer, escapeLeavesView, initialEditorView } from './editor-view';

describe('editor view reducer', () => {
  it('Esc drops the area being drawn first, then leaves add mode, then has nothing left', () => {
    let v = editorViewReducer(initialEditorView('add'), { type: 'draft', draft: { kind: 'polygon', vertices: [], closed: false } });
    v = editorViewReducer(v, { type: 'escape' });
    expect(v.draft).toBeNull();
    expect(v.mode).toBe('add');
    expect(escapeLeavesView(v)).toBe(false);
    v = editorViewReducer(v, { type: 'escape' });
    expect(v.mode).toBe('select');
    expect(escapeLeavesView(v)).toBe(true);
    expect(editorViewReducer(v, { type: 'escape' })).toBe(v);
  });

  it('draws vertices only while an area is open, and a point closes at once', () => {
    let v = editorViewReducer(initialEditorView('select'), { type: 'drawVertex', lng: 8, lat: 47 });
    expect(v.draft).toBeNull();
    v = editorViewReducer(v, { type: 'draft', draft: { kind: 'polygon', vertices: [], closed: false } });
    v = editorViewReducer(v, { type: 'drawVertex', lng: 8, lat: 47 });
    v = editorViewReducer(v, { type: 'drawVertex', lng: 8.1, lat: 47 });
    v = editorViewReducer(v, { type: 'drawFinish' });
    expect(v.draft).toEqual({
      kind: 'polygon',
      vertices: [
        [8, 47],
        [8.1, 47],
      ],
      closed: true,
    });
    v = editorViewReducer(v, { type: 'drawVertex', lng: 9, lat: 47 });
    expect(v.draft?.vertices).toHaveLength(2);
    v = editorViewReducer(v, { type: 'draft', draft: { kind: 'point', vertices: [], closed: false } });
    expect(editorViewReducer(v, { type: 'drawVertex', lng: 1, lat: 2 }).draft).toEqual({ kind: 'point', vertices: [[1, 2]], closed: true });
  });

  it('focusing the same waypoint twice, or fitting twice, is a new request each time', () => {
    const a = editorViewReducer(initialEditorView('select'), { type: 'focus', index: 3 });
    const b = editorViewReducer(a, { type: 'focus', index: 3 });
    expect(b.focus?.index).toBe(3);
    expect(b.focus?.seq).not.toBe(a.focus?.seq);
    const f1 = editorViewReducer(b, { type: 'fit', reason: 'import' });
    const f2 = editorViewReducer(f1, { type: 'fit', reason: 'import' });
    expect(f2.fitKey).not.toBe(f1.fitKey);
    expect(f2.fitKey.startsWith('import')).toBe(true);
  });
});
