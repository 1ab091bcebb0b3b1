import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { devicesQueryOptions } from '@/lib/resources/devices';

/**
 * A device's name for the analytics screens, from the team's device list (the streams area); the id
 * itself when the list is not available or does not know it (ids stay in tooltips and the URL).
 */
export function useDeviceNames(): (id: string) => string {
  const q = useQuery({ ...devicesQueryOptions(), retry: false });
  const names = useMemo(() => new Map((q.data ?? []).map((d) => [d.id, d.name])), [q.data]);
  return useCallback((id: string) => names.get(id) ?? id, [names]);
}
