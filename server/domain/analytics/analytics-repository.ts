import type { AnalyticsPageParams, AnalyticsRecord } from '../../../src/lib/contract/analytics';
import { ANALYTICS_PAGE_SIZE } from '../../../src/lib/contract/analytics';
import type { Db } from '../../store/db';

/** A detection row as stored (ts in epoch ms). */
export interface DetectionRow {
  teamId: string;
  deviceId: string;
  sessionId: string;
  ts: number;
  className: string;
  count: number;
  frameNumber: number;
  modelId: string;
  sourceFileName: string;
}

export interface AnalyticsPage {
  totalPages: number;
  records: AnalyticsRecord[];
}

/**
 * Reads over `analytics_detections`, always scoped to the API key's team. Another team's
 * device id simply matches no rows: an empty page, so a key cannot probe foreign ids.
 * The page-number API needs OFFSET, but it only runs over one device's time range,
 * walked in (team, device, ts) index order.
 */
export function createAnalyticsRepository(db: Db) {
  // The spec: "device ids valid for the key" — every device of the key's team, with records or not.
  const devices = db.prepare('SELECT id FROM devices WHERE team_id = ? ORDER BY id').pluck();
  const sessions = db.prepare('SELECT DISTINCT session_id FROM analytics_detections WHERE team_id = ? ORDER BY session_id').pluck();
  const count = db.prepare('SELECT COUNT(*) FROM analytics_detections WHERE team_id = ? AND device_id = ? AND ts BETWEEN ? AND ?').pluck();
  const page = db.prepare(
    `SELECT class_name, count, device_id, frame_number, model_id, session_id, source_file_name, ts
       FROM analytics_detections WHERE team_id = ? AND device_id = ? AND ts BETWEEN ? AND ?
      ORDER BY ts, id LIMIT ? OFFSET ?`,
  );
  const insert = db.prepare(
    `INSERT INTO analytics_detections (team_id, device_id, session_id, ts, class_name, count, frame_number, model_id, source_file_name)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    devices: (teamId: string) => devices.all(teamId) as string[],
    sessions: (teamId: string) => sessions.all(teamId) as string[],
    page(teamId: string, p: AnalyticsPageParams): AnalyticsPage {
      const total = count.get(teamId, p.deviceId, p.unixUTCTimeStampFrom, p.unixUTCTimeStampTo) as number;
      const totalPages = Math.ceil(total / ANALYTICS_PAGE_SIZE);
      if (p.pageNumber > totalPages) return { totalPages, records: [] };
      const rows = page.all(
        teamId,
        p.deviceId,
        p.unixUTCTimeStampFrom,
        p.unixUTCTimeStampTo,
        ANALYTICS_PAGE_SIZE,
        (p.pageNumber - 1) * ANALYTICS_PAGE_SIZE,
      ) as Array<Omit<AnalyticsRecord, 'timestamp'> & { ts: number }>;
      return {
        totalPages,
        records: rows.map(({ ts, ...r }) => ({ ...r, timestamp: new Date(ts).toISOString() })),
      };
    },
    insert(r: DetectionRow): void {
      insert.run(r.teamId, r.deviceId, r.sessionId, r.ts, r.className, r.count, r.frameNumber, r.modelId, r.sourceFileName);
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
