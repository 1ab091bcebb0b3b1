import { describe, expect, it } from 'vitest';
import { parseFlightTrack } from '@/lib/resources/flight-track';
import { chartColumns } from './chart-data';

const a = parseFlightTrack('time_ms,lat,lng,alt_m,speed_ms,battery_pct\n1000,1,1,10,1,90\n3000,1,1,30,3,80\n');
const b = parseFlightTrack('time_ms,lat,lng,alt_m,speed_ms,battery_pct\n0,1,1,5,0.5,99\n1000,1,1,15,1.5,98\n2000,1,1,25,2.5,97\n');

describe('chartColumns', () => {
  it('puts one track on its own clock (Unix seconds)', () => {
    const [x, alt] = chartColumns(a);
    expect([...(x ?? [])]).toEqual([1, 3]);
    expect([...(alt ?? [])]).toEqual([10, 30]);
  });

  it('merges a compared track from the same take-off, in time order, null where a flight has no sample', () => {
    const [x, alt, , , alt2] = chartColumns(a, b);
    expect([...(x ?? [])]).toEqual([1, 2, 3]);
    expect(alt).toEqual([10, null, 30]);
    expect(alt2).toEqual([5, 15, 25]);
  });
});
