/**
 * A file dropped on the logbook, handed to the local viewer's page: a File cannot go in a URL,
 * and it must not leave the page, so it waits here (in memory) for the page to take it.
 */
let pending: File | null = null;

export function handOffLocalFile(file: File): void {
  pending = file;
}

export function takeLocalFile(): File | null {
  const f = pending;
  pending = null;
  return f;
}
