// How numbers, coordinates and times read on screen: the user's locale, a fixed precision, and a
// time zone on every time. One module, so a coordinate never shows 10 places in one panel and 6 in
// the next. Formatters are built once per locale (Intl constructors are slow in a hot render).
// Coordinates keep the decimal point in every locale: that is how GPS positions are written, and a
// copied "47.376900, 8.541700" pastes into any map or autopilot.

/** Decimal places of a latitude or longitude everywhere (about 0.1 m on the ground). */
export const COORDINATE_DECIMALS = 6;

type Input = number | Date | undefined | null;

function valid(v: Input): number | undefined {
  const n = v instanceof Date ? v.getTime() : v;
  return n === undefined || n === null || !Number.isFinite(n) ? undefined : n;
}

/** Every formatter for one locale (`undefined`: the user's). Tests pass a locale; the app uses the exports below. */
export function createFormat(locale?: string, timeZone?: string) {
  const numbers = new Map<string, Intl.NumberFormat>();
  const num = (min: number, max: number, grouping = true) => {
    const key = `${min}:${max}:${grouping}`;
    let f = numbers.get(key);
    if (!f) {
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: grouping });
      numbers.set(key, f);
    }
    return f;
  };
  // One call with the zone in it (a list of thousands of flights formats one per row).
  const dateTime = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone });
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone });

  const zoneName = (ms: number) => zone.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const coordinate = (v: number | undefined | null) => {
    const n = valid(v);
    return n === undefined ? '—' : n.toFixed(COORDINATE_DECIMALS);
  };

  return {
    /** A number with at most `digits` decimals ("1,234.5" / "1’234.5"); "—" when missing. */
    number: (n: number | undefined | null, digits = 0) => {
      const v = valid(n);
      return v === undefined ? '—' : num(0, digits).format(v);
    },
    /** One latitude or longitude: always 6 decimals and a decimal point. */
    coordinate,
    /** "47.376900, 8.541700". */
    latLng: (lat: number, lng: number) => `${coordinate(lat)}, ${coordinate(lng)}`,
    zoneName,
    /** "23 Nov 2026, 14:05 CET": a time always says its zone. */
    dateTime: (ms: Input) => {
      const v = valid(ms);
      return v === undefined ? '—' : dateTime.format(v);
    },
    /** "23 Nov 2026" (a day needs no zone). */
    date: (ms: Input) => {
      const v = valid(ms);
      return v === undefined ? '—' : date.format(v);
    },
    /** "14:05 CET". */
    time: (ms: Input) => {
      const v = valid(ms);
      return v === undefined ? '—' : time.format(v);
    },
  };
}

const user = createFormat();

export const formatNumber = user.number;
export const formatCoordinate = user.coordinate;
export const formatLatLng = user.latLng;
export const formatDateTime = user.dateTime;
export const formatDate = user.date;
export const formatTime = user.time;
export const zoneName = user.zoneName;

/** A coordinate rounded for an input field (number inputs take a plain "." number). */
export function roundCoordinate(v: number): number {
  return Number(v.toFixed(COORDINATE_DECIMALS));
}
