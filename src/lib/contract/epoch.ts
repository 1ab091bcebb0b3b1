/* Without zod: the flight list and track workers import this and stay small. */

/** Epoch milliseconds from an epoch-ms number/string or an ISO 8601 string; undefined when unreadable. */
export function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const s = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? undefined : ms;
}
