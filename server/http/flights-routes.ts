import type { Router } from '../context';
import {
  FLIGHTS_DEFAULT_PAGE_SIZE,
  FLIGHTS_MAX_PAGE_SIZE,
  FlightFiltersSchema,
  FlightSelectionSchema,
  FlightTeamQuerySchema,
} from '../../src/lib/contract/flights';
import { flightLogsZip } from '../domain/flights/flight-archive';
import { createFlightLogRepository, MAX_DOWNLOAD_FILES } from '../domain/flights/flight-log-repository';
import { notFound } from '../domain/errors';
import { pieceStream } from './piece-stream';
import { doc } from './route-docs';
import { parse } from './validate';

const ItemsResponse =
  '{items: FlightLogFile[]} newest upload first (each item also carries the extension field uploadDate, ISO 8601, and s3Path, a deprecated alias of storagePath)';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Flight logs (auth area "flights"): company, team and paged team lists, bulk delete and
 * bulk ZIP download. dateFrom/dateTo apply to the upload date ("created at"), or on the
 * company list to the flight start when dateType=flightStartDate.
 */
export const flightsRouter: Router = (app, ctx) => {
  const store = createFlightLogRepository(ctx.db, ctx.dirs.flights, ctx.config.flightListCacheBytes);
  const tags = ['flight logs'];
  ctx.auth.protect(app, 'flights');

  app.get(
    '/v1/flights/company',
    {
      config: doc({
        summary: "All flight logs of the caller's company (not paginated)",
        tags,
        auth: 'flights',
        query: FlightFiltersSchema,
        response: ItemsResponse,
      }),
    },
    async (request, reply) => {
      const filters = parse(FlightFiltersSchema, request.query);
      return reply
        .type(JSON_TYPE)
        .send(pieceStream(store.listAllPieces({ column: 'company_id', value: request.caller.companyId }, filters)));
    },
  );

  app.get(
    '/v1/flights/team',
    {
      config: doc({
        summary: `Flight logs of the caller's team, one page (limit default ${FLIGHTS_DEFAULT_PAGE_SIZE}, max ${FLIGHTS_MAX_PAGE_SIZE})`,
        tags,
        auth: 'flights',
        query: FlightTeamQuerySchema,
        response: `${ItemsResponse} plus nextToken (String; null on the last page). Pass nextToken back with the same filters.`,
      }),
    },
    async (request, reply) => {
      const { limit, nextToken, ...filters } = parse(FlightTeamQuerySchema, request.query);
      const body = store.listPageJson({ column: 'team_id', value: request.caller.teamId }, filters, limit, nextToken);
      return reply.type(JSON_TYPE).send(body);
    },
  );

  app.get(
    '/v1/flights',
    {
      config: doc({
        summary: "All flight logs of the caller's team (not paginated); extension: dateType as on the company list",
        tags,
        auth: 'flights',
        query: FlightFiltersSchema,
        response: ItemsResponse,
      }),
    },
    async (request, reply) => {
      // dateType (flight start) here too: the team view's date filter and sort read this whole list.
      const filters = parse(FlightFiltersSchema, request.query);
      return reply.type(JSON_TYPE).send(pieceStream(store.listAllPieces({ column: 'team_id', value: request.caller.teamId }, filters)));
    },
  );

  app.get(
    '/v1/flights/:id',
    {
      config: doc({
        summary: "One flight log of the caller's team (404 for unknown ids and other teams' logs)",
        tags,
        auth: 'flights',
        extension: true,
        response: 'FlightLogFile (with the extension field uploadDate)',
      }),
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const json = store.getJson(request.caller.teamId, id);
      if (!json) throw notFound('Flight log');
      return reply.type(JSON_TYPE).send(json);
    },
  );

  app.delete(
    '/v1/flights',
    {
      config: doc({
        summary: "Delete flight logs of the caller's team and their files (items, or allSelected with filters)",
        tags,
        auth: 'flights',
        body: FlightSelectionSchema,
        response:
          '{deleted: Integer, ids: String[]}. Ids that are unknown or of another team are skipped (not counted). allSelected true deletes everything matching filters when the request arrives and then requires a filters object (400 naming filters without one; {} means every log of the team); items is then ignored. Large deletes run in chunks of about 20 ms while other requests are served; the answer comes when all are deleted, and each log is either listed with its file or gone. Extension: the logs go to the team trash as one deletion (GET /v1/trash), restorable until TRASH_RETENTION_DAYS pass; their files answer 404 meanwhile.',
      }),
    },
    async (request) => {
      const selection = parse(FlightSelectionSchema, request.body);
      // Into the team trash, chunked: other requests are served while it runs; the answer comes once all are in.
      const ids = await ctx.trash.deleteFlightLogs(request.caller, store.selectedIds(request.caller.teamId, selection));
      return { deleted: ids.length, ids };
    },
  );

  app.post(
    '/v1/flights/download',
    {
      config: doc({
        summary: "ZIP archive of the selected flight logs of the caller's team",
        tags,
        auth: 'flights',
        body: FlightSelectionSchema,
        response: `The ZIP archive itself is the response body (application/zip, Content-Disposition: attachment), streamed as it is built; one entry per log, named by the log's name. At most ${MAX_DOWNLOAD_FILES} logs; an empty selection gives an empty archive. allSelected true requires a filters object ({} means every log of the team).`,
      }),
    },
    async (request, reply) => {
      const selection = parse(FlightSelectionSchema, request.body);
      const files = store.filesFor(request.caller.teamId, selection);
      const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="flight-logs-${stamp}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(flightLogsZip(files));
    },
  );
};
