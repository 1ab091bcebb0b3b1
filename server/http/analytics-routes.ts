import type { Router } from '../context';
import { ANALYTICS_KEYS, ANALYTICS_PAGE_SIZE, AnalyticsPageParamsSchema, type AnalyticsRecord } from '../../src/lib/contract/analytics';
import { createAnalyticsRepository } from '../domain/analytics/analytics-repository';
import { invalid } from '../domain/errors';
import { doc } from './route-docs';
import { parse } from './validate';

/** Reported by GET /v1/analytics/version; bump when the analytics response shapes change. */
export const ANALYTICS_API_VERSION = '1.0.0';

const PAGE_NOTE = `Pages hold ${ANALYTICS_PAGE_SIZE} records in time order; pageNumber starts at 1; a page past the end has data []. Another team's device id gives total_num_pages 0 and data [] (never 404, so ids cannot be probed).`;

/** Analytics (auth area "analytics", header x-api-key): read-only AI detections of the key's team. */
export const analyticsRouter: Router = (app, ctx) => {
  const store = createAnalyticsRepository(ctx.db);
  const tags = ['analytics'];
  ctx.auth.protect(app, 'analytics');

  const pageOf = (teamId: string, params: unknown) => {
    const p = parse(AnalyticsPageParamsSchema, params);
    if (p.unixUTCTimeStampFrom > p.unixUTCTimeStampTo)
      throw invalid('unixUTCTimeStampTo must not be before unixUTCTimeStampFrom', 'unixUTCTimeStampTo');
    return store.page(teamId, p);
  };

  app.get(
    '/v1/analytics/version',
    {
      config: doc({
        summary: 'Analytics API version (also confirms the key)',
        tags,
        auth: 'analytics',
        response: `JSON string, e.g. "${ANALYTICS_API_VERSION}"`,
      }),
    },
    async (_request, reply) =>
      // A bare string would go out as text/plain; the spec says a JSON string.
      reply.type('application/json; charset=utf-8').send(JSON.stringify(ANALYTICS_API_VERSION)),
  );

  app.get(
    '/v1/analytics/devices',
    {
      config: doc({
        summary: "Device ids valid for the key: every device of the key's team, with detections or not",
        tags,
        auth: 'analytics',
        response: 'String[]',
      }),
    },
    async (request) => store.devices(request.caller.teamId),
  );

  app.get(
    '/v1/analytics/sessions',
    { config: doc({ summary: "Session ids with analytics data for the key's team", tags, auth: 'analytics', response: 'String[]' }) },
    async (request) => store.sessions(request.caller.teamId),
  );

  app.get(
    '/v1/analytics/bi/:deviceId/:unixUTCTimeStampFrom/:unixUTCTimeStampTo/:pageNumber',
    {
      config: doc({
        summary: 'Detections of one device in a time range, one object per record (BI form)',
        tags,
        auth: 'analytics',
        response: `{total_num_pages, data: AnalyticsRecord[]}. ${PAGE_NOTE}`,
      }),
    },
    async (request) => {
      const page = pageOf(request.caller.teamId, request.params);
      return { total_num_pages: page.totalPages, data: page.records };
    },
  );

  app.get(
    '/v1/analytics/:deviceId/:unixUTCTimeStampFrom/:unixUTCTimeStampTo/:pageNumber',
    {
      config: doc({
        summary: 'Detections of one device in a time range (compact form)',
        tags,
        auth: 'analytics',
        response: `{keys: [${ANALYTICS_KEYS.join(', ')}] in this order, total_num_pages, data: rows aligned to keys}. ${PAGE_NOTE}`,
      }),
    },
    async (request) => {
      const page = pageOf(request.caller.teamId, request.params);
      return {
        keys: [...ANALYTICS_KEYS],
        total_num_pages: page.totalPages,
        data: page.records.map((r: AnalyticsRecord) => ANALYTICS_KEYS.map((k) => r[k])),
      };
    },
  );
};
