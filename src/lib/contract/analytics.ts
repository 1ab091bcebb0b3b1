import { z } from 'zod';

/**
 * Analytics (read-only AI detections, auth area "analytics", x-api-key): the spec's
 * Analytics record, and the compact and BI page shapes.
 */

/** The compact form's column order. The spec lists exactly these names; the order is fixed here. */
export const ANALYTICS_KEYS = [
  'class_name',
  'count',
  'device_id',
  'frame_number',
  'model_id',
  'session_id',
  'source_file_name',
  'timestamp',
] as const;
export type AnalyticsKey = (typeof ANALYTICS_KEYS)[number];

/** Records per page of both paged forms (the spec leaves the page size open). */
export const ANALYTICS_PAGE_SIZE = 100;

export const AnalyticsRecordSchema = z.object({
  class_name: z.string(),
  count: z.number(),
  device_id: z.string(),
  frame_number: z.number(),
  model_id: z.string(),
  session_id: z.string(),
  source_file_name: z.string(),
  /** ISO 8601 UTC. */
  timestamp: z.string(),
});
export type AnalyticsRecord = z.infer<typeof AnalyticsRecordSchema>;

const Cell = z.union([z.string(), z.number(), z.null()]);

export const AnalyticsCompactPageSchema = z.object({
  keys: z.array(z.string()),
  total_num_pages: z.number(),
  data: z.array(z.array(Cell)),
});
export type AnalyticsCompactPage = z.infer<typeof AnalyticsCompactPageSchema>;

export const AnalyticsBiPageSchema = z.object({
  total_num_pages: z.number(),
  data: z.array(AnalyticsRecordSchema),
});
export type AnalyticsBiPage = z.infer<typeof AnalyticsBiPageSchema>;

export const AnalyticsVersionSchema = z.string();
export const AnalyticsIdListSchema = z.array(z.string());

/**
 * The path parameters of one page of one scope (`{deviceId}/{from}/{to}/{page}`, epoch ms), shared
 * by the compact and BI forms. Here rather than in the resource module so the analytics worker can
 * build it without the main thread's session.
 */
export function analyticsPagePath(scope: { deviceId: string; from: number; to: number }, page: number): string {
  return `${encodeURIComponent(scope.deviceId)}/${Math.floor(scope.from)}/${Math.floor(scope.to)}/${page}`;
}

/** Turns a compact page back into records, using its own `keys` (so column order is never assumed). */
export function compactToRecords(page: AnalyticsCompactPage): Array<Record<string, string | number | null>> {
  return page.data.map((row) => Object.fromEntries(page.keys.map((k, i) => [k, row[i] ?? null])));
}

// --- Requests (strict): path parameters arrive as strings. ---

const digits = () =>
  z
    .string()
    .regex(/^\d{1,15}$/, 'must be an integer (epoch milliseconds)')
    .transform(Number);

export const AnalyticsPageParamsSchema = z.object({
  deviceId: z.string().min(1).max(200),
  unixUTCTimeStampFrom: digits(),
  unixUTCTimeStampTo: digits(),
  pageNumber: z
    .string()
    .regex(/^\d{1,9}$/, 'must be an integer starting at 1')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be an integer starting at 1')),
});
export type AnalyticsPageParams = z.infer<typeof AnalyticsPageParamsSchema>;
