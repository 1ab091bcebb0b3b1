import fs from 'node:fs';
import path from 'node:path';
import type { ServiceContext } from '../context';
import { seedBenchMedia } from './bench-seed';
import { ingestFile } from '../domain/media/ingest';
import { createMediaService, type Parent } from '../domain/media/media-service';
import { folderRow, type MediaRow } from '../domain/media/media-repository';
import { flightLogCsv, minimalPdf, pointCloudPly, renderSeedImage, seedVideo, VIDEO_SOURCES, type Shape } from './seed-assets';
import { TEAMS, sitesOfTeam, usersOfTeam } from './demo-world';
import { createRng, type Rng } from './random';
import { annotationsFor } from './seed-annotations';
import { evidenceClip, evidenceFiles, photoDetections } from './seed-evidence';
import { seedSiteSurveys } from './seed-site-survey';
import { realFixture } from '../../tests/fixtures/real-fixtures';

/** The real DJI photos the demo drive shows (in the repository: tests/fixtures/real/SOURCES.md). */
const PHOTOS = {
  'team-inspection': [
    'photos/DJI_Zenmuse_XT2_640_R_13mm.jpg',
    'photos/rjpeg/DJI_H20T.jpg',
    'photos/rjpeg/H20N_DJI_0006_R.JPG',
    'photos/rjpeg/DJI_XTS.jpg',
  ],
  'team-survey': ['photos/DJI_Zenmuse_XT2_640_R_13mm.jpg', 'photos/rjpeg/M3T_DJI_0002_R.JPG'],
} as const;
const LAYOUT = {
  'team-inspection': {
    top: 'Site inspections',
    jobs: ['2026-10 Substation', '2026-09 Limmat bridge'],
    findings: ['corrosion', 'hotspot', 'broken insulator'],
    /** The model whose add-on annotates the generated photos (and whose detections analytics lists). */
    model: 'yolov8m-infra-2.3.1',
  },
  'team-survey': {
    top: 'Surveys',
    jobs: ['2026-10 Quarry', '2026-09 Solar park'],
    findings: ['erosion', 'soiled panel', 'stockpile'],
    model: 'yolov8l-survey-1.1.0',
  },
} as const;
const BASE_TIME = Date.UTC(2026, 9, 14, 8, 0, 0);
/** The survey flights per team: a real site's worth of geotagged images (seed-site-survey.ts). */
const SURVEY = {
  'team-inspection': { days: ['2026-09-08', '2026-10-06', '2026-11-03'], rgbPerDay: 24, thermalPerDay: 3 },
  'team-survey': { days: ['2026-09-15', '2026-10-20'], rgbPerDay: 20, thermalPerDay: 2 },
} as const;

/** A hard link where the filesystem allows (one copy of the clip for every recording), else a copy. */
function linkedCopy(from: string, to: string): string {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
  return to;
}

/** Where a generated image was "taken": camera position, nadir gimbal and a ground footprint. */
function footprint(rng: Rng, lat: number, lng: number): Record<string, unknown> {
  const la = lat + rng.float(-200, 200) / 111_320;
  const ln = lng + rng.float(-200, 200) / (111_320 * Math.cos((lat * Math.PI) / 180));
  const dLa = 40 / 111_320;
  const dLn = 53 / (111_320 * Math.cos((lat * Math.PI) / 180));
  const r = (v: number) => Math.round(v * 1e7) / 1e7;
  const alt = rng.int(480, 520);
  return {
    make: 'DJI',
    model: 'M3E',
    gpslat: r(la),
    gpslatref: la >= 0 ? 'N' : 'S',
    gpslng: r(ln),
    gpslngref: ln >= 0 ? 'E' : 'W',
    gpsalt: alt,
    // 90 m above the take-off point, a 24 mm-equivalent lens: enough for a ground footprint.
    baseAltitude: alt - 90,
    camfocallengthin35mmformat: 24,
    gimbalpitchdegree: -90,
    gimbalyawdegree: rng.int(-180, 180),
    gimbalrolldegree: 0,
    bounds: [
      [r(la - dLa), r(ln - dLn)],
      [r(la - dLa), r(ln + dLn)],
      [r(la + dLa), r(ln + dLn)],
      [r(la + dLa), r(ln - dLn)],
    ],
  };
}

/**
 * Per team: a drive with nested folders, the real DJI photos from the fixtures (run through
 * the upload extraction), generated annotated images, two ffmpeg clips, a PDF report and
 * flight logs. Deterministic ids and dates; storage folders stay random (they are capabilities).
 */
export async function seedMedia(ctx: Omit<ServiceContext, 'streams'>): Promise<void> {
  const media = createMediaService(ctx.db, ctx.files);
  const log = (m: string) => console.log(`[service] media seed: ${m}`);
  const videos: Array<{ name: string; file: string }> = [];
  for (const v of VIDEO_SOURCES) {
    const file = await seedVideo(v.file, v.source, log);
    if (file) videos.push({ name: v.file, file });
  }
  const clip = await evidenceClip(log);
  let sample: MediaRow | undefined;
  for (const team of TEAMS) {
    const rng = createRng(`media:${team.id}`);
    const owner = usersOfTeam(team.id)[0]?.id ?? 'seed';
    const site = sitesOfTeam(team.id)[0];
    let devices: string[] = [];
    try {
      devices = ctx.db.prepare("SELECT id FROM devices WHERE team_id = ? AND type = 'drone' ORDER BY id").pluck().all(team.id) as string[];
    } catch {
      devices = []; // devices area not present: items simply have no device
    }
    let clock = BASE_TIME;
    const tick = () => (clock += rng.int(20, 600) * 1000);
    const folder = (name: string, parent: Parent): Parent => {
      const row = folderRow({
        id: rng.uuid(),
        teamId: team.id,
        parentId: parent.parentId,
        location: parent.location,
        name,
        ownerId: owner,
        createdAt: tick(),
      });
      media.store.insert(row);
      return { parentId: row.id, location: `${row.location}/${row.id}` };
    };
    const add = async (
      parent: Parent,
      name: string,
      mimeType: string,
      write: (tmp: string) => Promise<void> | void,
      extra: { tags?: string; annotations?: string; isApproved?: boolean; metadata?: Record<string, unknown> } = {},
    ) => {
      const tmp = path.join(ctx.dirs.tmp, `seed-${rng.hex128()}`);
      await write(tmp);
      const row = await ingestFile(media, ctx.dirs.media, {
        id: rng.uuid(),
        teamId: team.id,
        ownerId: owner,
        parent,
        name,
        mimeType,
        tmpFile: tmp,
        size: fs.statSync(tmp).size,
        deviceId: devices.length ? rng.pick(devices) : null,
        createdAt: tick(),
        ...extra,
      });
      return row;
    };
    const layout = LAYOUT[team.id];
    const root: Parent = { parentId: team.id, location: team.id };
    const top = folder(layout.top, root);
    for (const [j, jobName] of layout.jobs.entries()) {
      const job = folder(jobName, top);
      const photoSession = rng.uuid();
      const rgb = folder('RGB', job);
      if (j === 0) {
        const thermal = folder('Thermal', job);
        for (const rel of PHOTOS[team.id]) {
          const src = realFixture(rel);
          const isRgb = rel.startsWith('photos/DJI_Zenmuse');
          await add(isRgb ? rgb : thermal, path.basename(rel), 'image/jpeg', (tmp) => fs.copyFileSync(src, tmp), {
            tags: isRgb ? 'rgb,real' : 'thermal,real',
          });
        }
      }
      for (let i = 1; i <= 3; i++) {
        const shapes: Shape[] = Array.from({ length: rng.int(1, 3) }, () => ({
          kind: rng.chance(0.5) ? 'rect' : 'circle',
          x: rng.int(40, 480),
          y: rng.int(40, 300),
          w: rng.int(40, 120),
          h: rng.int(40, 120),
          color: rng.pick(['#b45309', '#9ca3af', '#1f2937', '#dc2626']),
        }));
        const row = await add(
          rgb,
          `DJI_${String(j * 10 + i).padStart(4, '0')}.JPG`,
          'image/jpeg',
          (tmp) => renderSeedImage(tmp, `${jobName} #${i}`, rng.int(60, 140), shapes),
          {
            tags: 'rgb,generated',
            annotations:
              i !== 3
                ? annotationsFor(rng, shapes, layout.findings, new Date(clock).toISOString(), {
                    addonId: layout.model,
                    sessionId: photoSession,
                  })
                : undefined,
            isApproved: i === 1,
            metadata: footprint(rng, site?.lat ?? 47.37, site?.lng ?? 8.54),
          },
        );
        sample ??= row;
        if (row.annotations && row.device_id)
          photoDetections(ctx.db, {
            teamId: team.id,
            deviceId: row.device_id,
            name: row.name,
            takenAt: row.created_at,
            annotations: row.annotations,
          });
      }
      const video = videos[j];
      if (video) await add(folder('Video', job), video.name, 'video/mp4', (tmp) => fs.copyFileSync(video.file, tmp), { tags: 'video' });
    }
    // The recordings the analytics name, in the drive under the device that made them.
    if (clip) {
      const files = evidenceFiles(ctx.db, team.id, rng);
      const detections = files.length ? folder('Detections', root) : undefined;
      const perDevice = new Map<string, Parent>();
      for (const f of files) {
        if (!detections) break;
        let parent = perDevice.get(f.deviceId);
        if (!parent) perDevice.set(f.deviceId, (parent = folder(f.deviceName, detections)));
        await ingestFile(media, ctx.dirs.media, {
          id: rng.uuid(),
          teamId: team.id,
          ownerId: owner,
          parent,
          name: f.sourceFileName,
          mimeType: 'video/mp4',
          tmpFile: linkedCopy(clip, path.join(ctx.dirs.tmp, `seed-${rng.hex128()}`)),
          size: fs.statSync(clip).size,
          deviceId: f.deviceId,
          createdAt: f.startedAt,
          tags: 'video,detections',
          annotations: f.annotations,
        });
      }
      log(`${team.id}: ${files.length} analytics recordings in the drive`);
    }
    const surveyStart = Date.now();
    const survey = await seedSiteSurveys(
      ctx.db,
      ctx.dirs.media,
      createRng(`survey:${team.id}`),
      {
        teamId: team.id,
        ownerId: owner,
        parent: root,
        sites: sitesOfTeam(team.id),
        ...SURVEY[team.id],
        findings: layout.findings,
        devices,
      },
      BASE_TIME,
    );
    log(`${team.id}: ${survey.images} survey images in ${Date.now() - surveyStart} ms`);
    for (const [i, site] of survey.siteFolders.entries()) {
      await add(site, `${site.name} inspection summary.pdf`, 'application/pdf', (tmp) =>
        fs.writeFileSync(
          tmp,
          minimalPdf(`${site.name} - inspection summary`, [`Team: ${team.name}`, `Flights: ${SURVEY[team.id].days.join(', ')}`]),
        ),
      );
      if (i === 0)
        await add(
          site,
          `${site.name} point cloud.ply`,
          'application/vnd.service.model.pc',
          (tmp) => fs.writeFileSync(tmp, pointCloudPly(rng, 2000)),
          {
            tags: 'model',
          },
        );
    }
    const reports = folder('Reports', root);
    await add(reports, `${layout.jobs[0]} report.pdf`, 'application/pdf', (tmp) =>
      fs.writeFileSync(
        tmp,
        minimalPdf(`${layout.jobs[0]} - inspection report`, [`Team: ${team.name}`, `Findings: ${layout.findings.join(', ')}`]),
      ),
    );
    const logs = folder('Flight logs', root);
    await add(logs, 'flight-2026-10-14.csv', 'text/csv', (tmp) =>
      fs.writeFileSync(tmp, flightLogCsv(site?.lat ?? 47.37, site?.lng ?? 8.54, BASE_TIME, 240)),
    );
    const srt = realFixture('flightlog/dji_srt/Mini5PRO_clip.SRT');
    await add(logs, 'Mini5PRO_clip.SRT', 'application/x-subrip', (tmp) => fs.copyFileSync(srt, tmp));
  }
  const bench = Number(process.env.BENCH_SEED_MEDIA ?? 0);
  if (bench > 0) {
    const loc = seedBenchMedia(ctx.db, 'team-inspection', usersOfTeam('team-inspection')[0]?.id ?? 'seed', bench, sample, ctx.dirs.media);
    console.log(`BENCH_MEDIA_FOLDER ${loc}`);
  }
}
