import { invalid } from '../errors';

/**
 * A location is '<teamId>/<ancestor ids…>'. The spec describes '#' as the separator in the
 * field description and '/' in parameters, so both are accepted on input and stored with '/'.
 */
export function normaliseLocation(raw: string): string {
  const parts = raw
    .split(/[#/]/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (parts.length === 0) throw invalid('location must start with the team id', 'location');
  return parts.join('/');
}

/** The location children of `item` carry. */
export const childLocation = (item: { location: string; id: string }): string => `${item.location}/${item.id}`;

/** True when `location` is `prefix` or lies below it. */
export const isAtOrBelow = (location: string, prefix: string): boolean => location === prefix || location.startsWith(`${prefix}/`);

/** Parses a date argument: ISO 8601 or epoch milliseconds (as digits). */
export function parseDateArg(value: string, field: string): number {
  const trimmed = value.trim();
  const ms = /^-?\d+$/.test(trimmed) ? Number(trimmed) : Date.parse(trimmed);
  if (!Number.isFinite(ms)) throw invalid(`${field} must be an ISO 8601 date or epoch milliseconds`, field);
  return ms;
}
