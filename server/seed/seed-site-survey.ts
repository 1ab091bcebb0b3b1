import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../store/db';
import { unguessable } from '../store/ids';
import { THUMBNAIL_NAME } from '../domain/media/ingest';
import { createMediaRepository, folderRow, type MediaRow } from '../domain/media/media-repository';
import { storageFileName } from '../domain/media/media-types';
import type { Rng } from './random';
import { annotationsFor } from './seed-annotations';
import { seedImagePool, withDjiXmp, type PoolImage } from './seed-image-pool';

/**
 * A real site's worth of survey photos: per site a folder, per flight day a folder, RGB and
 * thermal sub-folders of geotagged images flown in a lawn-mower pattern (nadir) plus an orbit of
 * oblique shots, with AI annotations on a third of them. Each file is one of a few cached sharp
 * renders with its own DJI XMP (GPS, altitudes, gimbal) added, so the bytes say what the row says;
 * rows are inserted in one transaction instead of going through the upload extraction one by one,
 * which keeps the first start of the service fast (hundreds of files in well under a second).
 */
export interface SurveyPlan {
  teamId: string;
  ownerId: string;
  /** Where the survey folders go (the team root). */
  parent: { parentId: string; location: string };
  sites: ReadonlyArray<{ name: string; lat: number; lng: number }>;
  days: readonly string[];
  rgbPerDay: number;
  thermalPerDay: number;
  findings: readonly string[];
  devices: readonly string[];
}

const TAKE_OFF_ALT = 410;
const M_PER_DEG = 111_320;
const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

interface Shot {
  lat: number;
  lng: number;
  rel: number;
  yaw: number;
  pitch: number;
}

/** Lawn-mower lines 25 m apart, 20 m between shots, then oblique shots orbiting the site centre. */
function flightShots(rng: Rng, lat: number, lng: number, count: number): Shot[] {
  const shots: Shot[] = [];
  const perLine = 8;
  const cos = Math.cos((lat * Math.PI) / 180);
  const nadir = Math.ceil(count * 0.8);
  for (let i = 0; i < nadir; i++) {
    const line = Math.floor(i / perLine);
    const along = line % 2 === 0 ? i % perLine : perLine - 1 - (i % perLine);
    const north = (along - perLine / 2) * 20;
    const east = (line - 2) * 25;
    shots.push({
      lat: lat + (north + rng.float(-1.5, 1.5)) / M_PER_DEG,
      lng: lng + (east + rng.float(-1.5, 1.5)) / (M_PER_DEG * cos),
      rel: 80 + rng.float(-0.8, 0.8),
      yaw: line % 2 === 0 ? rng.float(-2, 2) : 180 - rng.float(-2, 2),
      pitch: -90,
    });
  }
  for (let i = 0; i < count - nadir; i++) {
    const a = (i / Math.max(1, count - nadir)) * 2 * Math.PI;
    shots.push({
      lat: lat + (Math.cos(a) * 60) / M_PER_DEG,
      lng: lng + (Math.sin(a) * 60) / (M_PER_DEG * cos),
      rel: 40,
      // Looking back at the centre.
      yaw: round((((a * 180) / Math.PI + 180 + 540) % 360) - 180, 1),
      pitch: -35,
    });
  }
  return shots;
}

/** The row's metadata: what the XMP says, plus the camera facts of the pool image. */
function shotMetadata(s: Shot, img: PoolImage, size: number, at: number, thumb: string, thermal: boolean, deviceId: string | null) {
  const abs = round(TAKE_OFF_ALT + s.rel, 3);
  return {
    size,
    deviceId: deviceId ?? undefined,
    make: 'DJI',
    model: thermal ? 'M3T' : 'M3E',
    camfocallength: thermal ? 9.1 : 12.3,
    camfocallengthin35mmformat: thermal ? 40 : 24,
    gpslat: round(s.lat, 7),
    gpslatref: s.lat >= 0 ? 'N' : 'S',
    gpslng: round(s.lng, 7),
    gpslngref: s.lng >= 0 ? 'E' : 'W',
    gpsalt: abs,
    gpsaltref: 0,
    baseAltitude: TAKE_OFF_ALT,
    gimbalpitchdegree: s.pitch,
    gimbalyawdegree: round(s.yaw, 1),
    gimbalrolldegree: 0,
    isAutomatedFlight: true,
    width: img.width,
    height: img.height,
    exifimagewidth: img.width,
    exifimageheight: img.height,
    type: 'jpeg',
    createdate: new Date(at).toISOString(),
    lastmodified: new Date(at).toISOString(),
    ...(thermal ? { thermalData: { isThermal: true, hasRadiometricData: false } } : {}),
    additionalProperties: JSON.stringify({ thumbnailPath: thumb, relativeAltitude: round(s.rel, 3) }),
  };
}

/** Inserts the survey and returns how many images it made and each site's folder (for its reports and models). */
export async function seedSiteSurveys(
  db: Db,
  mediaDir: string,
  rng: Rng,
  plan: SurveyPlan,
  startAt: number,
): Promise<{ images: number; siteFolders: Array<{ name: string; parentId: string; location: string }> }> {
  const pool = await seedImagePool();
  const store = createMediaRepository(db);
  const rows: MediaRow[] = [];
  let clock = startAt;
  const folder = (name: string, parent: { parentId: string; location: string }) => {
    const row = folderRow({
      id: rng.uuid(),
      teamId: plan.teamId,
      parentId: parent.parentId,
      location: parent.location,
      name,
      ownerId: plan.ownerId,
      createdAt: (clock += 1000),
    });
    rows.push(row);
    return { parentId: row.id, location: `${row.location}/${row.id}` };
  };
  const top = folder('Sites', plan.parent);
  let n = 0;
  const siteFolders: Array<{ name: string; parentId: string; location: string }> = [];
  for (const site of plan.sites) {
    const siteFolder = folder(site.name, top);
    siteFolders.push({ name: site.name, ...siteFolder });
    for (const day of plan.days) {
      const dayFolder = folder(day, siteFolder);
      clock = Date.parse(`${day}T08:30:00Z`);
      for (const thermal of [false, true]) {
        const count = thermal ? plan.thermalPerDay : plan.rgbPerDay;
        if (count === 0) continue;
        const sub = folder(thermal ? 'Thermal' : 'RGB', dayFolder);
        const images = thermal ? pool.thermal : pool.rgb;
        const device = plan.devices.length ? rng.pick(plan.devices) : null;
        for (const [i, shot] of flightShots(rng, site.lat, site.lng, count).entries()) {
          const img = images[i % images.length] as PoolImage;
          const name = `DJI_${day.replace(/-/g, '')}_${String(i + 1).padStart(4, '0')}_${thermal ? 'T' : 'W'}.JPG`;
          const dir = unguessable();
          fs.mkdirSync(path.join(mediaDir, dir));
          const bytes = withDjiXmp(img.jpeg, { ...shot, abs: TAKE_OFF_ALT + shot.rel, thermal });
          const storagePath = `${dir}/${storageFileName(name)}`;
          fs.writeFileSync(path.join(mediaDir, storagePath), bytes);
          fs.writeFileSync(path.join(mediaDir, dir, THUMBNAIL_NAME), img.thumbnail);
          const thumb = `${dir}/${THUMBNAIL_NAME}`;
          const at = (clock += 2000);
          const annotated = !thermal && i % 3 === 0 && img.shapes.length > 0;
          const annotations = annotated ? annotationsFor(rng, img.shapes, plan.findings, new Date(at).toISOString()) : null;
          const metadata = shotMetadata(shot, img, bytes.length, at, thumb, thermal, device);
          rows.push({
            id: rng.uuid(),
            team_id: plan.teamId,
            parent_id: sub.parentId,
            location: sub.location,
            type: 'I',
            name,
            tags: thermal ? 'thermal,survey' : annotated ? 'rgb,survey,finding' : 'rgb,survey',
            device_id: device,
            created_at: at,
            updated_at: at,
            uploaded_at: at,
            owner_id: plan.ownerId,
            storage_path: storagePath,
            thumbnail_path: thumb,
            mime_type: 'image/jpeg',
            metadata: JSON.stringify(annotated ? { ...metadata, annotationCount: img.shapes.length } : metadata),
            annotations,
            is_approved: annotated ? (i % 2 === 0 ? 1 : 0) : null,
          });
          n++;
        }
      }
    }
  }
  store.insertMany(rows);
  return { images: n, siteFolders };
}
