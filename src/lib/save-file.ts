/**
 * Saves data as a file the way a download link does: a temporary object URL, clicked, then
 * revoked once the browser has taken the blob (a few seconds later, so a large file is not cut off).
 */
export function saveFile(data: Blob | BlobPart | readonly BlobPart[], fileName: string, type?: string): void {
  const blob = data instanceof Blob ? data : new Blob(Array.isArray(data) ? [...data] : [data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
