import { saveFile } from '@/lib/save-file';

/** Saves text as a file. */
export function downloadText(text: string, fileName: string, mime: string): void {
  saveFile(text, fileName, mime);
}

/** A file name safe on every OS: device, window as compact UTC stamps, what it holds. */
export function exportFileName(deviceId: string, from: number, to: number, what: string, ext: string): string {
  const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace(/[-:]/g, '');
  const safe = deviceId.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `analytics-${safe}-${stamp(from)}-${stamp(to)}-${what}.${ext}`;
}
