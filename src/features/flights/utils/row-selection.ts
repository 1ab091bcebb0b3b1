/**
 * Row selection of the logbook: explicit ids, or "all matching the filter" (sent to the service
 * as `allSelected: true` with the filters, never as a list of ids the client happens to hold).
 */
export interface RowSelection {
  ids: ReadonlySet<string>;
  /** Index of the last row clicked without shift: the other end of a shift-range. */
  anchor: number | null;
  allMatching: boolean;
}

export const EMPTY_SELECTION: RowSelection = { ids: new Set(), anchor: null, allMatching: false };

export interface ClickModifiers {
  shift?: boolean;
}

/** A click (or Space) on row `index` of `ids` (the rows in their shown order). */
export function clickRow(sel: RowSelection, rowIds: readonly string[], index: number, mod: ClickModifiers = {}): RowSelection {
  const id = rowIds[index];
  if (id === undefined) return sel;
  if (mod.shift && sel.anchor !== null) {
    const [a, b] = sel.anchor < index ? [sel.anchor, index] : [index, sel.anchor];
    const ids = new Set(sel.allMatching ? [] : sel.ids);
    for (let i = a; i <= b; i++) ids.add(rowIds[i] as string);
    return { ids, anchor: sel.anchor, allMatching: false };
  }
  const ids = new Set(sel.allMatching ? [] : sel.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: index, allMatching: false };
}

export function selectAllMatching(): RowSelection {
  return { ids: new Set(), anchor: null, allMatching: true };
}

export function isSelected(sel: RowSelection, id: string): boolean {
  return sel.allMatching || sel.ids.has(id);
}

/** Drops ids no longer in the list (after a delete or a filter change). */
export function keepPresent(sel: RowSelection, present: ReadonlySet<string>): RowSelection {
  if (sel.allMatching) return sel;
  const ids = [...sel.ids].filter((id) => present.has(id));
  return ids.length === sel.ids.size ? sel : { ids: new Set(ids), anchor: null, allMatching: false };
}
