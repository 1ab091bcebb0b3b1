/** Columns of the reference service's flight log CSV track (one row every few seconds to 10 Hz). Without zod: the track worker imports it. */
export const FLIGHT_TRACK_COLUMNS = ['time_ms', 'lat', 'lng', 'alt_m', 'speed_ms', 'heading_deg', 'battery_pct'] as const;
