import { describe, expect, it } from 'vitest';
import { ancestorIds, listFiltersOf, MediaSearchSchema, orderItems } from './media-search';

describe('media search params', () => {
  it('drops what does not parse instead of failing the page', () => {
    expect(MediaSearchSchema.parse({ view: 'tiles', from: '14.10.2026', sort: 'name', q: '  bridge ' })).toEqual({
      sort: 'name',
      q: 'bridge',
    });
  });

  it('lists the open folder (the root by default) with the filters as the service names them', () => {
    expect(listFiltersOf({}, 'team-a')).toEqual({ sort: 'desc', location: 'team-a' });
    expect(
      listFiltersOf(
        { folder: 'team-a/f1', sort: 'oldest', type: 'I', device: 'd1', q: 'DJI', from: '2026-10-01', to: '2026-10-14' },
        'team-a',
      ),
    ).toEqual({
      sort: 'asc',
      location: 'team-a/f1',
      type: 'I',
      deviceId: 'd1',
      name: 'DJI',
      dateFrom: '2026-10-01T00:00:00.000Z',
      dateTo: '2026-10-14T23:59:59.999Z',
    });
    expect(listFiltersOf({ folder: 'team-a/f1', scope: 'drive', tags: 'rgb' }, 'team-a')).toEqual({ sort: 'desc', tags: 'rgb' });
    expect(listFiltersOf({ folder: 'team-a/f1', scope: 'drive' }, 'team-a').location).toBe('team-a/f1');
  });

  it('orders folders first, then by name (numeric-aware) or keeps the date order', () => {
    const items = [
      { id: '1', name: 'DJI_0010.JPG', type: 'I' },
      { id: '2', name: 'Zeta', type: 'F' },
      { id: '3', name: 'DJI_0002.JPG', type: 'I' },
      { id: '4', name: 'alpha', type: 'F' },
    ];
    expect(orderItems(items, 'name').map((i) => i.id)).toEqual(['4', '2', '3', '1']);
    expect(orderItems(items, 'newest').map((i) => i.id)).toEqual(['2', '4', '1', '3']);
  });

  it('reads ancestor ids from a location with either separator', () => {
    expect(ancestorIds('team-a/f1#f2')).toEqual(['f1', 'f2']);
    expect(ancestorIds('team-a')).toEqual([]);
    expect(ancestorIds(undefined)).toEqual([]);
  });
});
