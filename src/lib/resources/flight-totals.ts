import type { FlightView } from './flight-view-normalise';

export interface GroupTotal {
  key: string;
  label: string;
  flights: number;
  seconds: number;
  meters: number;
}

export interface FlightTotals {
  flights: number;
  seconds: number;
  meters: number;
  byPilot: GroupTotal[];
  byDrone: GroupTotal[];
}

function add(groups: Map<string, GroupTotal>, key: string, label: string, f: FlightView) {
  let g = groups.get(key);
  if (!g) {
    g = { key, label, flights: 0, seconds: 0, meters: 0 };
    groups.set(key, g);
  }
  g.flights++;
  g.seconds += f.durationS ?? 0;
  g.meters += f.distanceM ?? 0;
}

/**
 * Totals summed one flight at a time: the list worker adds each batch as it is parsed, so the
 * whole list's totals are ready when its last byte is (not one more pass over 100,000 rows then).
 */
export class TotalsAccumulator {
  private pilots = new Map<string, GroupTotal>();
  private drones = new Map<string, GroupTotal>();
  private flights = 0;
  private seconds = 0;
  private meters = 0;

  add(f: FlightView): void {
    this.flights++;
    this.seconds += f.durationS ?? 0;
    this.meters += f.distanceM ?? 0;
    add(this.pilots, f.pilotName, f.pilotName, f);
    add(this.drones, f.deviceId, f.droneName ? `${f.droneName}` : f.deviceId, f);
  }

  /** The totals so far, groups ranked by most hours first. */
  result(): FlightTotals {
    const ranked = (m: Map<string, GroupTotal>) =>
      [...m.values()].map((g) => ({ ...g })).sort((a, b) => b.seconds - a.seconds || a.label.localeCompare(b.label));
    return {
      flights: this.flights,
      seconds: this.seconds,
      meters: this.meters,
      byPilot: ranked(this.pilots),
      byDrone: ranked(this.drones),
    };
  }
}

/** Flights, hours and distance of a list, and the same per pilot and per drone (most hours first). */
export function flightTotals(flights: readonly FlightView[]): FlightTotals {
  const acc = new TotalsAccumulator();
  for (const f of flights) acc.add(f);
  return acc.result();
}
