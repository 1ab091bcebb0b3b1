import { z } from 'zod';

/**
 * A storagePath names a file under a CDN's root: `<random folder>/<name>`. One that climbs (`..`),
 * starts at the root, uses a backslash (a separator on Windows hosts and to some proxies) or holds
 * control characters could point a link at another folder's file, or at a page of our origin, so
 * the service refuses it where it enters and the dashboard refuses to build a link from it.
 */
export const STORAGE_PATH_MAX = 1024;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Why the path is refused, in words, or null when it is a plain relative path. */
export function storagePathProblem(path: string): string | null {
  if (!path) return 'is empty';
  if (path.length > STORAGE_PATH_MAX) return `is longer than ${STORAGE_PATH_MAX} characters`;
  if (CONTROL.test(path)) return 'holds control characters';
  if (path.includes('\\')) return 'holds a backslash';
  if (path.startsWith('/')) return 'is absolute (starts with /)';
  if (path.split('/').some((s) => s === '..' || s === '.' || s === '')) return 'has an empty, "." or ".." segment';
  return null;
}

export const StoragePathSchema = z.string().superRefine((path, ctx) => {
  const problem = storagePathProblem(path);
  if (problem) ctx.addIssue({ code: 'custom', message: `storagePath ${problem}` });
});
