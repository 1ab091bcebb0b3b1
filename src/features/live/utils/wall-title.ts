/**
 * The header of a wall of hand-picked cameras: its own title when the URL gives one (the saved
 * layout it came from), else the cameras' names when there are a few, else how many there are.
 * "All devices" only when it really shows every device.
 */
export function wallTitle(title: string | undefined, devices: readonly string[] | undefined, names: ReadonlyMap<string, string>): string {
  if (title?.trim()) return title.trim();
  if (!devices?.length) return 'All devices';
  const unique = [...new Set(devices)];
  if (unique.length <= 3 && unique.every((id) => names.has(id))) return unique.map((id) => names.get(id)).join(' · ');
  return `${unique.length} cameras`;
}
