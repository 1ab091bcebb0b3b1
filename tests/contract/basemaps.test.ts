import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, inject, it } from 'vitest';

const base = () => inject('serviceUrl');

describe('basemaps (extension, public)', () => {
  it('lists operator files (none here) and answers a bad tile address or an unknown file with 4xx', async () => {
    const list = await fetch(`${base()}/basemaps`);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ files: [] });

    const bad = await fetch(`${base()}/basemaps/default/2/9/0.pbf`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('z/x/y');

    for (const url of ['/basemaps/nope.pmtiles', '/basemaps/nope.mbtiles/0/0/0.png', '/basemaps/..%2Fdb.sqlite']) {
      expect((await fetch(`${base()}${url}`)).status).toBe(404);
    }
  });

  it('finds bundled place names, most populous first', async () => {
    const res = await fetch(`${base()}/basemaps/places?q=sydn`);
    const { places } = (await res.json()) as { places: { name: string; country: string; lat: number; lng: number }[] };
    expect(places[0]).toMatchObject({ name: 'Sydney', country: 'AU' });
    expect(places[0]!.lat).toBeCloseTo(-33.87, 1);
  });

  it('serves the default basemap as vector tiles', async () => {
    const res = await fetch(`${base()}/basemaps/default/0/0/0.pbf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-protobuf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The layers are named in the tile: land, water, boundaries; place names start at zoom 2.
    const text = new TextDecoder('latin1').decode(bytes);
    for (const layer of ['land', 'water', 'boundaries']) expect(text).toContain(layer);
    expect(text).not.toContain('places');
    // Zoom 4 over Sydney (x 14, y 9) names the city.
    const sydney = new TextDecoder('latin1').decode(
      new Uint8Array(await (await fetch(`${base()}/basemaps/default/4/14/9.pbf`)).arrayBuffer()),
    );
    expect(sydney).toContain('places');
    expect(sydney).toContain('Sydney');
  });

  it('draws first-level admin borders from zoom 4, apart from country borders', async () => {
    const levels = async (z: number, x: number, y: number) => {
      const res = await fetch(`${base()}/basemaps/default/${z}/${x}/${y}.pbf`);
      const layer = new VectorTile(new PbfReader(new Uint8Array(await res.arrayBuffer()))).layers.boundaries;
      const found: unknown[] = [];
      for (let i = 0; i < (layer?.length ?? 0); i++) found.push(layer!.feature(i).properties.admin_level);
      return found;
    };
    // Zoom 5 around Zürich: Swiss cantons and German, Austrian, French, Italian regions, and the
    // borders between those countries.
    const z5 = await levels(5, 16, 11);
    expect(z5).toContain(1);
    expect(z5).toContain(0);
    // Zoom 3 (Europe) has country borders only.
    const z3 = await levels(3, 4, 2);
    expect(z3).toContain(0);
    expect(z3).not.toContain(1);
  }, 120_000);
});
