/**
 * Wall addresses (`/wall?channel=…&devices=a,b,c&layout=3x3`), shared by the dashboard (building
 * and reading them) and the reference service (a display's scope is its wall's channels and devices).
 */

/**
 * A list parameter: `a,b,c`, or the older JSON-encoded form (`["a","b"]`, what an earlier
 * "Open as wall" wrote), or an array the router already parsed.
 */
export function parseIdList(value: unknown): string[] {
  let items: unknown[] = [];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string') {
    const s = value.trim();
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = s.split(',');
      }
    } else items = s.split(',');
  }
  return items
    .filter((x): x is string | number => typeof x === 'string' || typeof x === 'number')
    .map((x) => String(x).trim())
    .filter(Boolean);
}

/** The channels and devices a wall address shows. */
export function wallScope(wallPath: string): { channelIds: string[]; deviceIds: string[] } {
  const q = new URLSearchParams(wallPath.split('?')[1] ?? '');
  return { channelIds: [...new Set(parseIdList(q.get('channel')))], deviceIds: [...new Set(parseIdList(q.get('devices')))] };
}

/** Characters a wall address may leave unencoded in a value: ids are uuids or slugs, commas separate them. */
const encodeItem = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ',');

/**
 * A short, readable wall address: `/wall?devices=a,b,c&layout=3x3&title=Gate%20cameras`. Lists are
 * comma-separated (ids never contain commas); empty values are left out.
 */
export function wallPath(p: {
  channels?: readonly string[];
  devices?: readonly string[];
  layout?: string;
  title?: string;
  extra?: Readonly<Record<string, string | undefined>>;
}): string {
  const parts: string[] = [];
  const list = (key: string, ids: readonly string[] | undefined) => {
    if (ids?.length) parts.push(`${key}=${ids.map((id) => encodeURIComponent(id)).join(',')}`);
  };
  list('channel', p.channels);
  list('devices', p.devices);
  if (p.layout) parts.push(`layout=${encodeItem(p.layout)}`);
  if (p.title?.trim()) parts.push(`title=${encodeURIComponent(p.title.trim())}`);
  for (const [k, v] of Object.entries(p.extra ?? {})) if (v) parts.push(`${k}=${encodeURIComponent(v)}`);
  return `/wall${parts.length ? `?${parts.join('&')}` : ''}`;
}
