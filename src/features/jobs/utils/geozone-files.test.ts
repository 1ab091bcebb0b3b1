import { describe, expect, it } from 'vitest';
import { importGeofence } from './import-geofence';
import { fixtureText } from '@/lib/mission-files/test-fixtures';

const read = (f: string) => importGeofence(f, fixtureText(`geojson/${f}`));

describe('published geozone files', () => {
  it('ED-269 (InterUSS sample): one zone, lower "0" m AGL given as a string, upper null → not stated', () => {
    const r = read('cis_source_sample_ed269.json');
    expect(r.geozones?.format).toBe('ED-269');
    expect(r.geozones?.zones).toEqual([
      { name: 'LSXX City Sample', restriction: 'Requires authorisation', lower: '0 m AGL', upper: 'not stated', validity: 'permanent' },
    ]);
    expect(r.geozones?.source).toEqual({
      fileName: 'cis_source_sample_ed269.json',
      publisher: 'LSXX City Sample',
      date: '2022-11-30T14:50:33Z',
    });
    expect(r.fence.features[0]?.properties).toMatchObject({ geofence: 'exclusion' });
    expect(r.fence.features[0]?.properties).not.toHaveProperty('floor');
  });

  it('ED-269 (Swiss feed): the 99999 sentinel is no ceiling, a 120 m AGL ceiling is kept with its reference, volumes apart', () => {
    const r = read('ed269-ch.json');
    const byName = new Map(r.geozones!.zones.map((z) => [z.name, z]));
    expect(byName.get('BE - Cantonal Police of Bern')?.upper).toBe('no upper limit (99999 AMSL)');
    expect(byName.get('ZH - Zurich CTR segment')).toMatchObject({ lower: '0 m AGL', upper: '120 m AGL' });
    const ctr = r.fence.features.find((f) => f.properties?.name === 'ZH - Zurich CTR segment');
    expect(ctr?.properties).toMatchObject({ ceiling: 120, altitudeReference: 'AGL' });
    expect(r.geozones!.zones.filter((z) => z.name.startsWith('LU - Multi-volume zone'))).toHaveLength(2);
    expect(r.geozones?.source.date).toBe('2026-08-02T10:04:59+02:00');
  });

  it('ED-318: names in English, limits from the geometry layer (60 m AGL floor), publisher and issue date', () => {
    const r = read('cis_source_sample_ed318.json');
    expect(r.geozones?.format).toBe('ED-318');
    expect(r.geozones?.zones).toHaveLength(3);
    expect(r.geozones?.zones[0]).toMatchObject({ name: 'LSZB Bern-Belp 2', lower: '60 m AGL', upper: 'no upper limit (99999 AGL)' });
    expect(r.fence.features[0]?.properties).toMatchObject({ floor: 60, altitudeReference: 'AGL' });
    expect(r.geozones?.source).toMatchObject({ publisher: 'FOCA', date: '2025-03-13T13:58:00+01:00' });
  });

  it('FAA UAS facility map: CEILING in feet above ground (200 ft = 60.96 m) becomes the no-fly floor', () => {
    const r = read('faa-uasfm.json');
    expect(r.geozones?.format).toBe('FAA UAS Facility Map');
    expect(r.geozones?.zones.map((z) => z.lower)).toEqual(['0 ft AGL', '200 ft AGL']);
    expect(r.fence.features[1]?.properties).toMatchObject({ floor: 60.96, altitudeReference: 'AGL' });
    expect(r.geozones?.source).toEqual({ fileName: 'faa-uasfm.json', publisher: 'FAA', date: '2026-06-12' });
  });
});
