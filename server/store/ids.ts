import { randomBytes, randomUUID } from 'node:crypto';

/** Record identifier. */
export const newId = (): string => randomUUID();

/** 128-bit random, URL-safe: for unguessable CDN paths and public URLs. */
export const unguessable = (): string => randomBytes(16).toString('hex');
