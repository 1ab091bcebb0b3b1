import { describe, expect, it, vi } from 'vitest';
import { FlightListStore } from './flight-list-store';
import { readFlightList } from './flight-list-protocol';
import type { FlightView } from './flight-view-normalise';

const item = (id: string, pilotName: string, durationS: number, loc?: [number, number]) => ({
  id,
  storagePath: `p/${id}.csv`,
  name: `${id}.csv`,
  teamId: 't',
  teamName: 'T',
  companyId: 'c',
  ownerId: 'o',
  deviceId: `dev-${pilotName}`,
  pilotName,
  flightDuration: String(durationS),
  takeOffLocation: loc ? { long: loc[0], lat: loc[1] } : undefined,
});

async function storeOf(items: unknown[], chunk = 7): Promise<FlightListStore> {
  const bytes = new TextEncoder().encode(JSON.stringify({ items }));
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += chunk) chunks.push(bytes.subarray(i, i + chunk));
  const store = new FlightListStore();
  await readFlightList(chunks, (views: FlightView[]) => store.add(views));
  return store;
}

describe('FlightListStore (what the list worker holds)', () => {
  const items = [item('a', 'Lukas', 300, [8, 47]), item('b', 'Amara', 100), item('c', 'Amara', 200, [9, 46])];

  it('gives windows of rows in service order or sorted, and ids of a range', async () => {
    const s = await storeOf(items);
    expect(s.count).toBe(3);
    expect(s.rows(1, 3, { column: undefined, dir: 'asc' }).map((f) => f.id)).toEqual(['b', 'c']);
    expect(s.rows(0, 3, { column: 'duration', dir: 'asc' }).map((f) => f.id)).toEqual(['b', 'c', 'a']);
    expect(s.ids(0, 2, { column: 'pilot', dir: 'desc' })).toEqual(['a', 'b']);
    expect(s.present(['c', 'zz'])).toEqual(['c']);
  });

  it('sums the list and lists pickers and take-offs once, where it lives', async () => {
    const sum = (await storeOf(items)).summary();
    expect(sum.totals).toMatchObject({ flights: 3, seconds: 600 });
    expect(sum.pilots).toEqual(['Amara', 'Lukas']);
    expect(sum.takeOffs).toEqual({ count: 2, bounds: [8, 46, 9, 47] });
    const geo = JSON.parse((await storeOf(items)).takeOffsGeoJson()) as { features: Array<{ properties: { id: string } }> };
    expect(geo.features.map((f) => f.properties.id)).toEqual(['a', 'c']);
  });

  it('reads names in any script, whichever chunk their bytes fall in', async () => {
    const names = ['Sofía Márquez', 'Elena Kovač', '無人機 🚁'];
    for (const chunk of [1, 2, 3, 5]) {
      const s = await storeOf(
        names.map((n, i) => item(String(i), n, 1)),
        chunk,
      );
      expect(s.rows(0, 3, { column: undefined, dir: 'asc' }).map((f) => f.pilotName)).toEqual(names);
    }
  });

  it('names the first bad item by its index, across chunks', async () => {
    await expect(storeOf([item('a', 'X', 1), { id: 'b' }], 5)).rejects.toThrow(/items\.1\.storagePath/);
  });
});

describe('readFlightList', () => {
  it('returns to the task queue while it parses a body that is all there, so a drop stops it', async () => {
    const items = Array.from({ length: 400 }, (_, i) => item(`f${i}`, 'Lukas', i));
    const bytes = new TextEncoder().encode(JSON.stringify({ items }));
    let read = 0;
    const chunks = (function* () {
      for (let i = 0; i < bytes.length; i += 256) {
        read++;
        yield bytes.subarray(i, i + 256);
      }
    })();
    // Each look at the clock is 10 ms later: the parse passes its 16 ms slice every chunk or two.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    let dropped = false;
    setTimeout(() => (dropped = true), 0); // the page's drop, a message that waits for a task
    try {
      await readFlightList(
        chunks,
        () => undefined,
        () => dropped,
      );
    } finally {
      now.mockRestore();
    }
    expect(dropped).toBe(true);
    expect(read).toBeLessThan(Math.ceil(bytes.length / 256));
  });
});
