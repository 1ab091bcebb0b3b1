import { parentPort } from 'node:worker_threads';
import { FlightLogError, FORMAT_LABEL, readFlightLog, summariseFlight } from '../../../src/lib/flight-logs';
import type { LogReadReply, LogReadRequest } from './flight-log-reader';

/**
 * Worker thread: reads an uploaded flight log with the dashboard's own readers and answers with
 * what the logbook record needs (not the columns). A 100 MB ULog takes seconds to read: here it
 * does not stop the service from answering anything else.
 */
parentPort?.on('message', (req: LogReadRequest) => {
  void (async () => {
    try {
      const flight = await readFlightLog(req.bytes);
      const s = summariseFlight(flight);
      parentPort?.postMessage({
        id: req.id,
        ok: true,
        format: flight.format,
        formatLabel: FORMAT_LABEL[flight.format],
        summary: s,
        vehicle: flight.vehicle,
        stoppedAt: flight.stoppedAt ?? null,
        notes: flight.notes,
        modes: flight.modes.length,
        events: flight.events.length,
      } satisfies LogReadReply);
    } catch (err) {
      const known = err instanceof FlightLogError;
      parentPort?.postMessage({
        id: req.id,
        ok: false,
        // A reader's own sentence; anything else is a file this service could not make sense of.
        message: known
          ? err.message
          : 'The file could not be read as a flight log: it is damaged or in a layout this service does not know.',
        tried: known ? [...err.tried] : [],
        format: known ? (err.format ?? null) : null,
      } satisfies LogReadReply);
    }
  })();
});
