/**
 * A file picked outside the missions list (the command palette's "Import a mission file…") is
 * handed to the list, which imports it as if it had been dropped there.
 */
let pending: File | null = null;
const listeners = new Set<(f: File) => void>();

export function handOverListImport(file: File): void {
  const [first] = listeners;
  if (first) first(file);
  else pending = file;
}

/** The list subscribes while mounted; a file handed over before it mounted is delivered at once. */
export function onListImport(fn: (f: File) => void): () => void {
  listeners.add(fn);
  if (pending) {
    const f = pending;
    pending = null;
    fn(f);
  }
  return () => listeners.delete(fn);
}
