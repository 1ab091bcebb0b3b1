import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { missionQueryOptions } from '@/lib/resources/missions';
import type { TaskRecord } from '@/lib/resources/tasks';
import { geofenceViolations, publishBlockReason } from '../utils/publish-check';

/**
 * Before a task moves to PUBLISHED: its attached mission, read from the missions resource (the
 * task's own copy of the route when that read fails), checked against the task's geofence.
 * Resolves to the reason it is blocked, or undefined.
 */
export function usePublishGuard() {
  const qc = useQueryClient();
  return useCallback(
    async (task: TaskRecord): Promise<string | undefined> => {
      const ctx = task.context ?? {};
      const attached = ctx.mission as Record<string, unknown> | undefined;
      if (!ctx.geojson || !attached) return undefined;
      let mission: Record<string, unknown> | undefined = attached;
      if (typeof attached.id === 'string') {
        try {
          mission = await qc.fetchQuery(missionQueryOptions(attached.id));
        } catch {
          mission = attached;
        }
      }
      return publishBlockReason(geofenceViolations(mission, ctx.geojson));
    },
    [qc],
  );
}
