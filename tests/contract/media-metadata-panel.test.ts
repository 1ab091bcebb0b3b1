import { REAL_FIXTURES } from '../fixtures/real-fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MediaItemSchema, type MediaItem } from '../../src/lib/contract/media';
import { formatMetadata, type MetadataSection } from '../../src/features/media/utils/metadata-format';
import { authHeaders, login, serviceUrl, type Session } from '../api-client';
import { childLocation, createFolder, type Folder } from './media-helpers';

/**
 * The metadata panel's words for the real drone photos, through the real pipeline: the
 * service extracts EXIF/XMP (exifr + its DJI XMP reader) at upload, the panel formats it.
 */
const PHOTOS = path.join(REAL_FIXTURES, 'photos');

let amara: Session;
let folder: Folder;

async function uploadReal(rel: string): Promise<MediaItem> {
  const res = await fetch(`${serviceUrl()}/upload/panel/${path.basename(rel)}`, {
    method: 'PUT',
    headers: { ...authHeaders.media(amara), 'content-type': 'image/jpeg', 'x-amz-meta-location': childLocation(folder) },
    body: new Uint8Array(fs.readFileSync(path.join(PHOTOS, rel))),
  });
  expect(res.status).toBe(201);
  return MediaItemSchema.parse(await res.json());
}

const rows = (sections: MetadataSection[]) =>
  Object.fromEntries(sections.flatMap((s) => s.rows.map((r) => [`${s.title}/${r.label}`, r.value])));

beforeAll(async () => {
  amara = await login('amara');
  folder = await createFolder(amara, `panel-${Date.now()}`);
});

describe('metadata panel on the real photos', () => {
  it('Zenmuse XT2 (visible light): camera, position with refs, gimbal, size; no thermal section', async () => {
    const r = rows(formatMetadata(await uploadReal('DJI_Zenmuse_XT2_640_R_13mm.jpg')));
    expect(r['Camera/Make']).toBe('DJI');
    expect(r['Camera/Model']).toBe('XT2');
    expect(r['Position/Latitude']).toBe('39.917637° N');
    expect(r['Position/Longitude']).toMatch(/^2\.8229\d\d° W$/);
    expect(r['Position/Altitude']).toBe('881.6 m above sea level');
    expect(r['Gimbal/Pitch']).toBe('−89.9°');
    expect(r['Gimbal/Yaw']).toBe('89.3°');
    expect(r['File/Image size']).toBe('4000 × 3000 px');
    expect(Object.keys(r).some((k) => k.startsWith('Thermal/'))).toBe(false);
    expect(Object.values(r).join(' ')).not.toMatch(/undefined|NaN|null/);
  });

  it('Zenmuse H20N R-JPEG: thermal with radiometric data, read as relative sensor values (no °C)', async () => {
    // The preview passes what its reader made of the pixels: DJI frames are read as relative values.
    const r = rows(formatMetadata(await uploadReal('rjpeg/H20N_DJI_0006_R.JPG'), { thermalRead: 'relative' }));
    expect(r['Position/Latitude']).toMatch(/^22\.59619\d° N$/);
    expect(r['Position/Longitude']).toMatch(/^114\.0072\d\d° E$/);
    expect(r['Gimbal/Pitch']).toBe('−32.9°');
    expect(r['Gimbal/Yaw']).toBe('−106.6°');
    expect(r['Thermal/Thermal image']).toMatch(/relative sensor values/);
  });

  it('Zenmuse XT S: altitude below sea level and a gimbal tilted up', async () => {
    const r = rows(formatMetadata(await uploadReal('rjpeg/DJI_XTS.jpg')));
    expect(r['Position/Altitude']).toBe('29.4 m below sea level');
    expect(r['Gimbal/Pitch']).toBe('19.9°');
  });

  it('Mavic 3 Thermal without GPS or XMP: no position or gimbal section at all', async () => {
    const sections = formatMetadata(await uploadReal('rjpeg/M3T_DJI_0002_R.JPG'));
    const titles = sections.map((s) => s.title);
    expect(titles).not.toContain('Position');
    expect(titles).not.toContain('Gimbal');
    expect(titles).toContain('Thermal');
  });
});
