import { describe, expect, it } from 'vitest';
import { FlightViewSchema, parseFlightListText } from './flight-view';

const item = {
  id: 'f1',
  storagePath: 'team/abc/f1.csv',
  name: 'f1.csv',
  teamId: 't',
  teamName: 'Team',
  companyId: 'c',
  ownerId: 'o',
  deviceId: 'd',
  pilotName: 'Amara',
  version: 'afl',
  flightStartDate: '2025-03-12T13:05:00.000Z',
  flightEndDate: 1741785000000,
  flightDuration: '754',
  flightDistance: '3120',
  takeOffLocation: { lat: 47.1, long: 8.5 },
  droneName: 'M30T',
  hasComments: true,
  missionIds: ['m1'],
  taskIds: [],
  jobIds: ['j1'],
  taskNames: [],
  jobNames: ['Job'],
  uploadDate: '2025-03-12T14:00:00.000Z',
  extra: 'kept',
};

describe('parseFlightListText (the fast list path)', () => {
  it('gives what the zod schema gives for a valid item', () => {
    const [fast] = parseFlightListText(JSON.stringify({ items: [item] }));
    expect(fast).toEqual(FlightViewSchema.parse(item));
  });

  it('names the first item and field that is missing', () => {
    const { pilotName: _p, ...noPilot } = item;
    expect(() => parseFlightListText(JSON.stringify({ items: [item, noPilot] }))).toThrow(/items\.1\.pilotName/);
    expect(() => parseFlightListText('{"nope":[]}')).toThrow(/no items array/);
  });

  it('reads optional fields of the wrong type as absent instead of failing the list', () => {
    const odd = { ...item, missionIds: 'm1', jobIds: ['j1', 7], hasComments: 'yes', takeOffLocation: { lat: '47' }, flightDuration: {} };
    const [f] = parseFlightListText(JSON.stringify({ items: [odd] }));
    expect(f?.missionIds).toBeUndefined();
    expect(f?.jobIds).toEqual(['j1']);
    expect(f?.hasComments).toBeUndefined();
    expect(f?.takeOffLocation).toBeUndefined();
    expect(f?.durationS).toBeUndefined();
  });
});
