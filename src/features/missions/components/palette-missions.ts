import type { QueryClient } from '@tanstack/react-query';
import { missionsInfiniteQueryOptions } from '@/lib/resources/missions';
import { IMPORT_ACCEPT } from '@/lib/mission-files/import-accept';
import { getSession } from '@/lib/api/session';
import { mayShow } from '@/lib/contract/permissions';
import { handOverListImport } from './list-import-handover';

/** The command palette's entry shape (the shell's PaletteItem, matched structurally). */
interface PaletteEntry {
  id: string;
  label: string;
  group: string;
  to: string;
  run?: () => void;
}

/** Opens the browser's file picker; the chosen file is imported by the missions list. */
function pickMissionFile() {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = IMPORT_ACCEPT;
  input.addEventListener('change', () => {
    const f = input.files?.[0];
    if (f) handOverListImport(f);
  });
  input.click();
}

/** "New mission" and "Import a mission file…" in the palette, for callers who may write (not a viewer). */
export const missionActionsSource = (): Promise<PaletteEntry[]> =>
  Promise.resolve(
    mayShow(getSession()?.role, 'write').allowed
      ? [
          { id: 'mission-action:new', label: 'New mission', group: 'Mission', to: '/missions/new' },
          { id: 'mission-action:import', label: 'Import a mission file…', group: 'Mission', to: '/missions', run: pickMissionFile },
        ]
      : [],
  );

/** The team's missions by name (the list's first page, from the cache when fresh). */
export async function missionsPaletteSource(queryClient: QueryClient): Promise<PaletteEntry[]> {
  const data = await queryClient.ensureInfiniteQueryData(missionsInfiniteQueryOptions({}));
  return data.pages
    .flatMap((p) => p.items)
    .map((m) => ({ id: `mission:${m.id}`, label: m.name, group: 'Mission', to: `/missions/${encodeURIComponent(m.id)}` }));
}
