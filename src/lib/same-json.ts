/**
 * Whether two JSON values are the same data, whatever the order of their objects' keys: a value
 * sent to the service and the one it answers with (the service's schema may reorder the keys).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  const ra = a as Record<string, unknown>,
    rb = b as Record<string, unknown>;
  // A key whose value is undefined is absent in JSON.
  const keys = (r: Record<string, unknown>) => Object.keys(r).filter((k) => r[k] !== undefined);
  const ka = keys(ra);
  return ka.length === keys(rb).length && ka.every((k) => sameJson(ra[k], rb[k]));
}
