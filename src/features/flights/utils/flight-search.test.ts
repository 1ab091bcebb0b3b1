import { describe, expect, it } from 'vitest';
import { dateRangeProblem, FlightSearchSchema, filtersToSearch, searchToFilters, type FlightSearch } from './flight-search';

describe('flight filters ↔ URL', () => {
  const cases: FlightSearch[] = [
    {},
    { version: 'droneV4' },
    { pilot: 'Amara Okafor', version: 'afl' },
    { device: 'dev-insp-m30t-1', comments: 'yes' },
    { comments: 'no' },
    { from: '2024-03-01', to: '2024-03-31' },
    { view: 'company', from: '2024-10-27', to: '2024-10-27', dateType: 'flightStartDate', version: 'droneV5' },
  ];

  it.each(cases)('round-trips %o through the service filters', (search) => {
    const back = { ...filtersToSearch(searchToFilters(search)), ...(search.view ? { view: search.view } : {}) };
    expect(back).toEqual(search);
  });

  it('survives a trip through a real query string (a shared link or reload)', () => {
    const search: FlightSearch = {
      view: 'company',
      pilot: 'Chloé Dubois',
      version: 'droneV5',
      from: '2025-01-05',
      sort: 'duration',
      dir: 'asc',
    };
    const qs = new URLSearchParams(Object.entries(search) as Array<[string, string]>).toString();
    const parsed = FlightSearchSchema.parse(Object.fromEntries(new URLSearchParams(qs)));
    expect(parsed).toEqual(search);
    expect(searchToFilters(parsed)).toEqual({ pilotName: 'Chloé Dubois', version: 'droneV5', dateFrom: new Date(2025, 0, 5).getTime() });
  });

  it('covers a whole local day, start to end inclusive', () => {
    const f = searchToFilters({ from: '2024-06-10', to: '2024-06-10' });
    expect(f.dateFrom).toBe(new Date(2024, 5, 10).getTime());
    expect(f.dateTo).toBe(new Date(2024, 5, 11).getTime() - 1);
  });

  it('sends dateType in both views (the team view reads its whole list then), only with a date', () => {
    expect(searchToFilters({ dateType: 'flightStartDate', from: '2024-01-01' }).dateType).toBe('flightStartDate');
    expect(searchToFilters({ dateType: 'flightStartDate' })).not.toHaveProperty('dateType');
    expect(searchToFilters({ view: 'company', dateType: 'flightStartDate' })).not.toHaveProperty('dateType');
    expect(searchToFilters({ view: 'company', dateType: 'flightStartDate', to: '2024-01-01' }).dateType).toBe('flightStartDate');
  });

  it('drops what is not valid instead of failing the page', () => {
    expect(FlightSearchSchema.parse({ version: 'droneV9', from: 'yesterday', comments: 'maybe', sort: 'colour', pilot: '' })).toEqual({});
  });

  it('names a range that ends before it starts (which the service refuses), and only that', () => {
    expect(dateRangeProblem({ from: '2024-06-10', to: '2024-06-09' })).toMatch(/To is before From/);
    // Across a month and a year, where comparing the digits as numbers would mislead.
    expect(dateRangeProblem({ from: '2025-01-01', to: '2024-12-31' })).toMatch(/To is before From/);
    expect(dateRangeProblem({ from: '2024-06-10', to: '2024-06-10' })).toBeUndefined();
    expect(dateRangeProblem({ from: '2024-06-10' })).toBeUndefined();
    expect(dateRangeProblem({ to: '2024-06-10' })).toBeUndefined();
  });
});
