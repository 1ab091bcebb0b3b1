/** Flight-log readers (plain TypeScript: the browser's worker and the service both use them). */
export * from './flight';
export { detectFlightLogFormat, FORMATS_TRIED, notAFlightLog, readFlightLog } from './read-flight-log';
export { relativeAltitude, summariseFlight, haversineM, type FlightSummary } from './flight-summary';
