import { sortOrder, type SortColumn } from './flight-sort';
import { flightTotals, type FlightTotals } from './flight-totals';
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

  add(views: readonly FlightView[]): void {
    for (const v of views) this.items.push(v);
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
    const pilots = new Set<string>();
    const devices = new Map<string, string>();
    let [w, south, e, n, located] = [180, 90, -180, -90, 0];
    for (const f of this.items) {
      const loc = f.takeOffLocation;
      if (loc) {
        located++;
        w = Math.min(w, loc.long);
        e = Math.max(e, loc.long);
        south = Math.min(south, loc.lat);
        n = Math.max(n, loc.lat);
      }
      pilots.add(f.pilotName);
      if (!devices.has(f.deviceId)) devices.set(f.deviceId, f.droneName ? `${f.droneName} (${f.deviceId})` : f.deviceId);
    }
    return {
      totals: flightTotals(this.items),
      pilots: [...pilots].sort((a, b) => a.localeCompare(b)),
      devices: [...devices].sort((a, b) => a[1].localeCompare(b[1])),
      takeOffs: { count: located, bounds: located ? [w, south, e, n] : null },
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
