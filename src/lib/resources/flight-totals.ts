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

/** Flights, hours and distance of a list, and the same per pilot and per drone (most hours first). */
export function flightTotals(flights: readonly FlightView[]): FlightTotals {
  const pilots = new Map<string, GroupTotal>();
  const drones = new Map<string, GroupTotal>();
  let seconds = 0;
  let meters = 0;
  for (const f of flights) {
    seconds += f.durationS ?? 0;
    meters += f.distanceM ?? 0;
    add(pilots, f.pilotName, f.pilotName, f);
    add(drones, f.deviceId, f.droneName ? `${f.droneName}` : f.deviceId, f);
  }
  const ranked = (m: Map<string, GroupTotal>) => [...m.values()].sort((a, b) => b.seconds - a.seconds || a.label.localeCompare(b.label));
  return { flights: flights.length, seconds, meters, byPilot: ranked(pilots), byDrone: ranked(drones) };
}
