import { describe, expect, it } from 'vitest';
import type { LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { applyBasemap } from './apply-basemap';
import type { BasemapParts } from './basemap-parts';

/** The part of a maplibre map applyBasemap uses: an ordered layer list, sources, paint values and `idle`. */
class FakeMap {
  layers: LayerSpecification[] = [];
  sources = new Set<string>();
  paint = new Map<string, unknown>();
  private idle = new Set<() => void>();

  addSource(id: string) {
    this.sources.add(id);
  }
  getSource(id: string) {
    return this.sources.has(id) ? {} : undefined;
  }
  removeSource(id: string) {
    this.sources.delete(id);
  }
  addLayer(spec: LayerSpecification, before?: string) {
    const at = before === undefined ? -1 : this.layers.findIndex((l) => l.id === before);
    if (at < 0) this.layers.push(spec);
    else this.layers.splice(at, 0, spec);
  }
  getLayer(id: string) {
    return this.layers.find((l) => l.id === id);
  }
  removeLayer(id: string) {
    this.layers = this.layers.filter((l) => l.id !== id);
  }
  getLayersOrder() {
    return this.layers.map((l) => l.id);
  }
  setPaintProperty(id: string, key: string, value: unknown) {
    this.paint.set(`${id}.${key}`, value);
  }
  setLayoutProperty() {}
  setGlyphs() {}
  setSprite() {}
  once(type: string, fn: () => void) {
    if (type === 'idle') this.idle.add(fn);
  }
  off(type: string, fn: () => void) {
    if (type === 'idle') this.idle.delete(fn);
  }
  /** The map has drawn everything it was loading. */
  goIdle() {
    const fns = [...this.idle];
    this.idle.clear();
    for (const fn of fns) fn();
  }
}

const asMap = (m: FakeMap) => m as unknown as MapLibreMap;

/** A style whose labels sit between other layers, as in a full basemap (road names under borders). */
function parts(color = '#000'): BasemapParts {
  return {
    sources: { base: { type: 'vector', tiles: ['http://tiles/{z}/{x}/{y}'] } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': color } },
      { id: 'land', type: 'fill', source: 'base', 'source-layer': 'land' },
      { id: 'road-names', type: 'symbol', source: 'base', 'source-layer': 'roads' },
      { id: 'borders', type: 'line', source: 'base', 'source-layer': 'borders' },
      { id: 'places', type: 'symbol', source: 'base', 'source-layer': 'places' },
    ],
  };
}

describe('applyBasemap', () => {
  it('puts the labels in once the rest has been drawn, in the style’s order, under the screen’s layers', () => {
    const map = new FakeMap();
    map.addLayer({ id: 'track', type: 'line', source: 'track' });
    applyBasemap(asMap(map), parts());
    expect(map.getLayersOrder()).toEqual(['bm:background', 'bm:land', 'bm:borders', 'track']);
    map.goIdle();
    expect(map.getLayersOrder()).toEqual(['bm:background', 'bm:land', 'bm:road-names', 'bm:borders', 'bm:places', 'track']);
  });

  it('drops the labels still waiting when another basemap is applied first', () => {
    const map = new FakeMap();
    applyBasemap(asMap(map), parts());
    const other = parts();
    other.layers = other.layers.filter((l) => l.id !== 'places');
    applyBasemap(asMap(map), other);
    map.goIdle();
    expect(map.getLayersOrder()).toEqual(['bm:background', 'bm:land', 'bm:road-names', 'bm:borders']);
  });

  it('restyles in place once every layer is in', () => {
    const map = new FakeMap();
    applyBasemap(asMap(map), parts('#111'));
    map.goIdle();
    const before = map.layers;
    applyBasemap(asMap(map), parts('#222'));
    expect(map.layers).toBe(before);
    expect(map.paint.get('bm:background.background-color')).toBe('#222');
  });

  it('a theme toggle while the labels wait puts the whole basemap in again, labels after the next draw', () => {
    const map = new FakeMap();
    applyBasemap(asMap(map), parts('#111'));
    applyBasemap(asMap(map), parts('#222'));
    expect(map.getLayer('bm:background')).toMatchObject({ paint: { 'background-color': '#222' } });
    expect(map.getLayer('bm:places')).toBeUndefined();
    map.goIdle();
    expect(map.getLayersOrder()).toEqual(['bm:background', 'bm:land', 'bm:road-names', 'bm:borders', 'bm:places']);
  });
});
