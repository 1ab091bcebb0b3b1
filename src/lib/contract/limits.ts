import { z } from 'zod';

/**
 * Size caps of every field a client writes, shared by the service's strict request schemas and
 * the dashboard's form inputs (`maxLength={…}`), so a form never lets through what the service
 * refuses. Without them a field was bounded only by the 10 MB body: a 9.9 MB mission name was
 * stored, and ten such missions made one list page 55 MB. The numbers are in docs/decisions.md.
 */

/** Names and titles: missions, jobs, tasks. */
export const NAME_MAX = 200;
/** Descriptions of missions, jobs and tasks. */
export const DESCRIPTION_MAX = 5000;
/** A channel name (the form says "Up to 100 characters"). */
export const CHANNEL_NAME_MAX = 100;
/** A wall display's name. */
export const DISPLAY_NAME_MAX = 80;
/** A media item or folder name (upload, rename, create folder). */
export const MEDIA_NAME_MAX = 1024;
/** Tags per media item or filter, and characters per tag. */
export const MEDIA_TAGS_MAX = 20;
export const MEDIA_TAG_MAX = 100;
/** Short labels: a waypoint's label, pole, work order, an action's name, a property key, an area name. */
export const LABEL_MAX = 200;
/** A task property's value. */
export const PROPERTY_VALUE_MAX = 1000;
/** Properties per task. */
export const PROPERTIES_MAX = 100;
/** Ids a client sends (jobId, assignedId, user and device ids). */
export const ID_MAX = 200;
/** Ids in one list (a job's users, a channel's devices). */
export const ID_LIST_MAX = 1000;
/** Waypoints of one route (mission or corridor); the benchmarks use 5,000. */
export const ROUTE_POINTS_MAX = 10_000;
/** Actions on one waypoint. */
export const POINT_ACTIONS_MAX = 100;
/** Serialised size of one waypoint action (a loose object: extra members are kept). */
export const ACTION_BYTES_MAX = 2048;
/** Features of one geofence collection, and vertices over all of them. */
export const GEOFENCE_FEATURES_MAX = 1000;
export const GEOFENCE_VERTICES_MAX = 100_000;
/** Flight history entries of one task. */
export const FLIGHT_HISTORY_MAX = 1000;
/** Free-form JSON (a task's `context.asset`): serialised size and keys at any depth. */
export const FREE_JSON_BYTES_MAX = 64 * 1024;
export const FREE_JSON_KEYS_MAX = 1000;
/** A mission's survey definition (an area polygon and its settings). */
export const SURVEY_BYTES_MAX = 1024 * 1024;
/** Nesting of any JSON request body; 20,000 levels overflowed the stack when it was stored. */
export const JSON_DEPTH_MAX = 64;

/**
 * Length in code points, so an emoji counts once. A string of more UTF-16 units than twice the
 * cap is over it whatever it holds: that case is answered without splitting a 10 MB string.
 */
export function withinChars(s: string, max: number): boolean {
  if (s.length <= max) return true;
  if (s.length > 2 * max) return false;
  return [...s].length <= max;
}

/** A string of at most `max` characters; the sentence names the field. */
export const boundedText = (field: string, max: number) =>
  z.string().refine((s) => withinChars(s, max), `${field} is longer than ${max} characters`);

/** A required one, refusing the empty string with `${field} is required`. */
export const requiredText = (field: string, max: number) =>
  z
    .string()
    .min(1, `${field} is required`)
    .refine((s) => withinChars(s, max), `${field} is longer than ${max} characters`);

/** Keys of a parsed JSON value at every depth (iterative: depth is bounded by the parser, not trusted here). */
export function countJsonKeys(value: unknown): number {
  let keys = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    const children = Array.isArray(v) ? v : Object.values(v as Record<string, unknown>);
    if (!Array.isArray(v)) keys += children.length;
    for (const c of children) stack.push(c); // not push(...children): 100k arguments overflow the stack
  }
  return keys;
}

/** Serialised size in bytes of a JSON value (UTF-8). */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

const sizeOf = (n: number) => (n >= 1024 * 1024 ? `${n / (1024 * 1024)} MB` : `${n / 1024} KB`);

/** A free-form object bounded in serialised size and key count. */
export const boundedRecord = (field: string, maxBytes = FREE_JSON_BYTES_MAX, maxKeys = FREE_JSON_KEYS_MAX) =>
  z.record(z.string(), z.unknown()).superRefine((r, ctx) => {
    const keys = countJsonKeys(r);
    if (keys > maxKeys) ctx.addIssue({ code: 'custom', message: `${field} has ${keys} keys; the limit is ${maxKeys}` });
    else if (jsonBytes(r) > maxBytes) ctx.addIssue({ code: 'custom', message: `${field} is larger than ${sizeOf(maxBytes)}` });
  });
