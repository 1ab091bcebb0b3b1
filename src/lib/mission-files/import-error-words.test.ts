import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { describeImportError, placeWords } from './import-error-words';
import { importMissionFile } from './import-mission-file';

const enc = (s: string) => new TextEncoder().encode(s);

function messageFor(fileName: string, text: string): string {
  try {
    importMissionFile(fileName, enc(text));
  } catch (err) {
    return describeImportError(err, fileName);
  }
  throw new Error('expected the import to fail');
}

describe('import errors in words', () => {
  it('a GeoJSON without points or lines says what it is not, and no parser path', () => {
    const msg = messageFor('fence.geojson', JSON.stringify({ type: 'FeatureCollection', features: [] }));
    expect(msg).toBe("“fence.geojson” isn't a mission we can read (KMZ, KML, CSV, .plan, GeoJSON): it has no points or lines to fly.");
    expect(msg).not.toContain('$.');
  });

  it('names the place as a person counts it', () => {
    expect(placeWords('$.features[3].geometry')).toBe('feature 4');
    expect(placeWords('$.route[1].lat')).toBe('waypoint 2');
    expect(placeWords('b.plan mission.items[0].coordinate')).toBe('mission item 1');
    expect(placeWords('line 3, column 9')).toBe('line 3, column 9');
    expect(placeWords('kml/Document')).toBeUndefined();
    expect(placeWords('$')).toBeUndefined();
  });

  it('a bad value keeps its reason and says where', () => {
    const msg = messageFor('b.csv', 'latitude,longitude,altitude(m)\n47.1,8.5,30\n47.2,abc,30\n');
    expect(msg).toMatch(/^“b\.csv” isn't a mission we can read .*abc.*\(line 3\)\.$/);
  });

  it('a photo is not a mission, in words', () => {
    expect(describeImportError(new ImportError('unsupported file type ".jpg": expected DJI WPML …', undefined, 'p.jpg'), 'p.jpg')).toBe(
      "“p.jpg” isn't a mission we can read (KMZ, KML, CSV, .plan, GeoJSON): files ending in .jpg are not missions.",
    );
  });

  it('any other failure still names the file and the kinds we read', () => {
    expect(describeImportError(new Error('boom'), 'x.kml')).toBe("“x.kml” isn't a mission we can read (KMZ, KML, CSV, .plan, GeoJSON).");
  });
});
