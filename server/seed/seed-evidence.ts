import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../store/db';
import { findFfmpeg } from '../streaming/ffmpeg-bin';
import { run } from '../domain/media/video-probe';
import type { Rng } from './random';

/**
 * The files the seeded analytics name, so a detection leads to what the model saw: for each team's
 * busiest sessions (the incidents), the 5-minute recordings (`DJI_<start>_<n>_V.MP4`) holding their
 * detections become videos in the drive, under "Detections/<device name>", with one annotation
 * add-on per model (add-on id = the records' model_id, sessionInfo value = their session_id) whose
 * labels carry the frame number (an extension field) of each detection.
 *
 * One clip serves every recording: 5 minutes at 30 fps (the analytics' frame rate), small and
 * fast to encode, made once and cached like the other seed clips; each item gets a hard link, so the
 * drive holds one copy. A file stamp burnt into the picture is not needed: ffmpeg's testsrc draws the
 * running time, which is what a reviewer checks the seek against.
 */

export const EVIDENCE_FPS = 30;
const CLIP_SECONDS = 300;
const CLIP = path.join(os.tmpdir(), 'lops-media-seed-cache-v1', 'evidence-300s-30fps.mp4');
/** Sessions per team with real files, and files per session: a few, to keep seeding fast. */
const SESSIONS_PER_TEAM = 2;
const FILES_PER_SESSION = 3;
/** Boxes drawn per detection at most (a record's count can be higher). */
const BOXES_PER_RECORD = 3;

export async function evidenceClip(log: (m: string) => void): Promise<string | null> {
  if (fs.existsSync(CLIP)) return CLIP;
  const bin = findFfmpeg();
  if (!bin) {
    log('ffmpeg not found: the analytics recordings are not in the drive');
    return null;
  }
  fs.mkdirSync(path.dirname(CLIP), { recursive: true });
  const tmp = `${CLIP}.${process.pid}.tmp.mp4`;
  try {
    // A keyframe every second: a seek to any frame decodes at most 29 frames.
    await run(
      bin,
      [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=320x180:rate=${EVIDENCE_FPS}`,
        '-t',
        String(CLIP_SECONDS),
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-crf',
        '38',
        '-g',
        String(EVIDENCE_FPS),
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        tmp,
      ],
      180_000,
    );
    fs.renameSync(tmp, CLIP);
    return CLIP;
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    log(`ffmpeg failed, the analytics recordings are not in the drive: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    return null;
  }
}

export interface EvidenceFile {
  deviceId: string;
  deviceName: string;
  sessionId: string;
  sourceFileName: string;
  /** When the recording started (its first detection's file start, from the name's stamp). */
  startedAt: number;
  annotations: string;
}

interface Row {
  device_id: string;
  session_id: string;
  ts: number;
  class_name: string;
  count: number;
  frame_number: number;
  model_id: string;
  source_file_name: string;
}

/** `DJI_20261121101500_0042_V.MP4` → its start (UTC), as the analytics seed names files. */
export function fileStart(name: string): number | undefined {
  const m = /^DJI_(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})_/.exec(name);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : undefined;
}

/** The recordings of each team's busiest sessions, with the annotations of their detections. */
export function evidenceFiles(db: Db, teamId: string, rng: Rng): EvidenceFile[] {
  const sessions = db
    .prepare(
      `SELECT session_id FROM analytics_detections WHERE team_id = ? AND source_file_name LIKE '%.MP4'
        GROUP BY session_id ORDER BY COUNT(*) DESC, session_id LIMIT ?`,
    )
    .pluck()
    .all(teamId, SESSIONS_PER_TEAM) as string[];
  const names = new Map(
    (db.prepare('SELECT id, name FROM devices WHERE team_id = ?').all(teamId) as Array<{ id: string; name: string }>).map((d) => [
      d.id,
      d.name,
    ]),
  );
  const rowsOf = db.prepare(
    `SELECT device_id, session_id, ts, class_name, count, frame_number, model_id, source_file_name FROM analytics_detections
      WHERE team_id = ? AND session_id = ? ORDER BY ts`,
  );
  const out: EvidenceFile[] = [];
  for (const sessionId of sessions) {
    const byFile = new Map<string, Row[]>();
    for (const r of rowsOf.all(teamId, sessionId) as Row[]) {
      const list = byFile.get(r.source_file_name) ?? [];
      list.push(r);
      byFile.set(r.source_file_name, list);
    }
    // The files with the most detections: where the incident is.
    const files = [...byFile].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0])).slice(0, FILES_PER_SESSION);
    for (const [name, rows] of files) {
      const first = rows[0] as Row;
      const addons: Record<string, { addonId: string; labels: Record<string, unknown>; sessionInfo: Record<string, unknown> }> = {};
      rows.forEach((r, i) => {
        const addon = (addons[r.model_id] ??= {
          addonId: r.model_id,
          labels: {},
          sessionInfo: { title: 'Session', value: r.session_id, order: '1' },
        });
        for (let b = 0; b < Math.min(r.count, BOXES_PER_RECORD); b++) {
          const w = rng.int(24, 70);
          const h = rng.int(20, 60);
          addon.labels[`f${r.frame_number}-${i}-${b}`] = {
            shapeType: 'RECTANGLE',
            category: r.class_name,
            updatedAt: new Date(r.ts).toISOString(),
            bbox: [rng.int(4, 320 - w - 4), rng.int(4, 180 - h - 4), w, h],
            isAI: true,
            isAccepted: false,
            isModified: false,
            // Extensions (docs/decisions.md, "Evidence links"): which frame, and the model's confidence.
            frameNumber: r.frame_number,
            confidence: Math.round(rng.float(0.55, 0.99) * 100) / 100,
          };
        }
      });
      out.push({
        deviceId: first.device_id,
        deviceName: names.get(first.device_id) ?? first.device_id,
        sessionId,
        sourceFileName: name,
        startedAt: fileStart(name) ?? first.ts,
        annotations: JSON.stringify(addons),
      });
    }
  }
  return out;
}

/** Detections of the seeded annotated photos, so a photo's row in analytics opens it (frame 0: a still). */
export function photoDetections(
  db: Db,
  photo: { teamId: string; deviceId: string; name: string; takenAt: number; annotations: string },
): void {
  const insert = db.prepare(
    `INSERT INTO analytics_detections (team_id, device_id, session_id, ts, class_name, count, frame_number, model_id, source_file_name)
     VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  const parsed = JSON.parse(photo.annotations) as Record<
    string,
    { addonId: string; sessionInfo?: { value?: string | string[] }; labels?: Record<string, { category: string }> }
  >;
  for (const addon of Object.values(parsed)) {
    const session = Array.isArray(addon.sessionInfo?.value) ? addon.sessionInfo.value[0] : addon.sessionInfo?.value;
    if (!session) continue;
    const counts = new Map<string, number>();
    for (const l of Object.values(addon.labels ?? {})) counts.set(l.category, (counts.get(l.category) ?? 0) + 1);
    for (const [cls, n] of counts) insert.run(photo.teamId, photo.deviceId, session, photo.takenAt, cls, n, addon.addonId, photo.name);
  }
}
