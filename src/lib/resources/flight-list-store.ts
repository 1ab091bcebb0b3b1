import { sortOrder, type SortColumn } from './flight-sort';
import { TotalsAccumulator, type FlightTotals } from './flight-totals';
import type { FlightView } from './flight-view-normalise';

export interface FlightListSort {
  column: SortColumn | undefined;
  dir: 'asc' | 'desc';
}

/** What a list's screens need at a glance, computed where the list lives (the worker). */
export interface FlightListSummary {
  totals: FlightTotals;
  /** Pilot names seen, sorted: the pilot picker. */
  pilots: string[];
  /** [deviceId, label] seen, sorted by label: the drone picker. */
  devices: Array<[string, string]>;
  /** Flights with a take-off location, and the box around them ([west, south, east, north]). */
  takeOffs: { count: number; bounds: [number, number, number, number] | null };
}

/**
 * A parsed flight list held in one place (the list worker for big lists): rows grow as the body
 * is parsed; screens ask for a window of rows in a sort order, never for the whole list.
 */
export class FlightListStore {
  readonly items: FlightView[] = [];
  private orders = new Map<string, Int32Array>();
  // The summary is kept up to date as batches arrive (parsing waits for bytes anyway), so the
  // list's end costs no further pass over every row before its totals are on screen.
  private totals = new TotalsAccumulator();
  private pilots = new Set<string>();
  private devices = new Map<string, string>();
  /** [west, south, east, north] of the take-offs seen, and how many. */
  private box: [number, number, number, number] = [180, 90, -180, -90];
  private located = 0;

  add(views: readonly FlightView[]): void {
    const box = this.box;
    for (const f of views) {
      this.items.push(f);
      this.totals.add(f);
      const loc = f.takeOffLocation;
      if (loc) {
        this.located++;
        if (loc.long < box[0]) box[0] = loc.long;
        if (loc.lat < box[1]) box[1] = loc.lat;
        if (loc.long > box[2]) box[2] = loc.long;
        if (loc.lat > box[3]) box[3] = loc.lat;
      }
      this.pilots.add(f.pilotName);
      if (!this.devices.has(f.deviceId)) this.devices.set(f.deviceId, f.droneName ? `${f.droneName} (${f.deviceId})` : f.deviceId);
    }
    this.orders.clear();
  }

  get count(): number {
    return this.items.length;
  }

  private order(sort: FlightListSort): Int32Array | null {
    if (!sort.column) return null;
    const key = `${sort.column}:${sort.dir}`;
    let o = this.orders.get(key);
    if (!o) {
      o = sortOrder(this.items, sort.column, sort.dir);
      this.orders.set(key, o);
    }
    return o;
  }

  /** Rows `start` to `end` (exclusive) in the given order. */
  rows(start: number, end: number, sort: FlightListSort): FlightView[] {
    const o = this.order(sort);
    const hi = Math.min(end, this.items.length);
    const out: FlightView[] = [];
    for (let i = Math.max(0, start); i < hi; i++) out.push(this.items[o ? (o[i] as number) : i] as FlightView);
    return out;
  }

  ids(start: number, end: number, sort: FlightListSort): string[] {
    return this.rows(start, end, sort).map((f) => f.id);
  }

  /** Which of `ids` are in the list (a selection keeps only those). */
  present(ids: readonly string[]): string[] {
    const wanted = new Set(ids);
    const found: string[] = [];
    for (const f of this.items) if (wanted.has(f.id)) found.push(f.id);
    return found;
  }

  summary(): FlightListSummary {
    return {
      totals: this.totals.result(),
      pilots: [...this.pilots].sort((a, b) => a.localeCompare(b)),
      devices: [...this.devices].sort((a, b) => a[1].localeCompare(b[1])),
      takeOffs: { count: this.located, bounds: this.located ? [...this.box] : null },
    };
  }

  /**
   * Take-off points of the whole list as GeoJSON text (a FeatureCollection of points with the
   * flight's `id` and `name`): the clustered map reads it from a Blob URL, so the main thread
   * never builds 100,000 feature objects.
   */
  takeOffsGeoJson(): string {
    const parts: string[] = [];
    for (const f of this.items) {
      const loc = f.takeOffLocation;
      if (!loc) continue;
      parts.push(
        `{"type":"Feature","properties":{"id":${JSON.stringify(f.id)},"name":${JSON.stringify(f.name)}},"geometry":{"type":"Point","coordinates":[${loc.long},${loc.lat}]}}`,
      );
    }
    return `{"type":"FeatureCollection","features":[${parts.join(',')}]}`;
  }
}
