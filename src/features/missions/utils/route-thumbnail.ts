/** A route drawn in a `size`×`size` box with `pad` margin: the SVG polyline's points, north up, aspect kept. */
export function thumbnailPoints(route: readonly { lat: number; lng: number }[], size: number, pad = 2): string {
  if (route.length === 0) return '';
  // Equirectangular, with longitudes shrunk by cos(latitude) so a square on the ground stays square.
  const k = Math.cos((route.reduce((s, p) => s + p.lat, 0) / route.length) * (Math.PI / 180));
  const xs = route.map((p) => p.lng * k);
  const ys = route.map((p) => p.lat);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(x1 - x0, y1 - y0) || 1;
  const scale = (size - 2 * pad) / span;
  // Centre the shorter side.
  const ox = pad + (size - 2 * pad - (x1 - x0) * scale) / 2;
  const oy = pad + (size - 2 * pad - (y1 - y0) * scale) / 2;
  return xs.map((x, i) => `${(ox + (x - x0) * scale).toFixed(1)},${(oy + (y1 - (ys[i] ?? 0)) * scale).toFixed(1)}`).join(' ');
}
