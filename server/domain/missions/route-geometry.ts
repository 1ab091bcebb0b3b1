import type { MissionPoint } from '../../../src/lib/contract/missions';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in meters. */
export function haversineM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Total length of a route in meters. */
export function routeDistanceM(route: readonly MissionPoint[]): number {
  let total = 0;
  for (let i = 1; i < route.length; i++) total += haversineM(route[i - 1] as MissionPoint, route[i] as MissionPoint);
  return total;
}

/** The point `east` and `north` meters away (flat-earth approximation: fine for a site a few km across). */
export function offsetM(origin: { lat: number; lng: number }, east: number, north: number): { lat: number; lng: number } {
  const lat = origin.lat + north / 111_320;
  const lng = origin.lng + east / (111_320 * Math.cos(rad(origin.lat)));
  return { lat: Number(lat.toFixed(7)), lng: Number(lng.toFixed(7)) };
}

/** Compass bearing in degrees (0 = north) from a to b. */
export function bearingDeg(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x = Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return Math.round(((Math.atan2(y, x) * 180) / Math.PI + 360) % 360);
}
