import { roundCoordinate } from '@/lib/format/format';

/** A task's location as typed: both fields empty (no location), or both valid numbers in range. */
export interface LocationInput {
  lat: string;
  lng: string;
}

export interface LocationCheck {
  /** The location to save: a point, `null` for "no location", or undefined while there are errors. */
  value: { lat: number; lng: number } | null | undefined;
  errors: { lat?: string; lng?: string };
}

function coordinate(text: string, name: 'Latitude' | 'Longitude', limit: number): { n?: number; error?: string } {
  const t = text.trim().replace(',', '.');
  if (!t) return {};
  // Number('') and Number(' ') are 0, and parseFloat accepts "12abc": neither is a coordinate.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return { error: `${name} must be a number in decimal degrees` };
  const n = Number(t);
  if (Math.abs(n) > limit) return { error: `${name} must be between −${limit} and ${limit}` };
  return { n };
}

/** Checks the two fields: decimal degrees, latitude within ±90, longitude within ±180, both or neither. */
export function checkLocation(input: LocationInput): LocationCheck {
  const lat = coordinate(input.lat, 'Latitude', 90);
  const lng = coordinate(input.lng, 'Longitude', 180);
  const errors: LocationCheck['errors'] = {};
  if (lat.error) errors.lat = lat.error;
  if (lng.error) errors.lng = lng.error;
  if (!errors.lat && !errors.lng) {
    if (lat.n === undefined && lng.n !== undefined) errors.lat = 'Enter a latitude too, or clear the longitude';
    if (lng.n === undefined && lat.n !== undefined) errors.lng = 'Enter a longitude too, or clear the latitude';
  }
  if (errors.lat || errors.lng) return { value: undefined, errors };
  return { value: lat.n !== undefined && lng.n !== undefined ? { lat: lat.n, lng: lng.n } : null, errors };
}

export const locationText = (n: number | undefined) => (n === undefined ? '' : String(roundCoordinate(n)));
