import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import type { ImportResult } from '@/lib/mission-files/import-error';
import { describeError } from '@/lib/api/api-error';
import { usePermission } from '@/lib/api/use-permission';
import { describeImportError } from '@/lib/mission-files/import-error-words';
import { newMissionSummary } from '@/lib/mission-model/import-merge';
import { useOpenImported } from '../hooks/use-open-imported';
import { ImportButton, readMissionFile } from './import-export';
import { importedMission } from './use-import';
import { onListImport } from './list-import-handover';

/**
 * Import from the missions list: the file is read by the editor's importers and opened in the
 * new-mission editor, unsaved: nothing reaches the service until the planner saves it there.
 */
export function useImportFromList() {
  const { open } = useOpenImported();
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<{ fileName: string; res: ImportResult } | null>(null);
  const openOne = useCallback(
    (fileName: string, res: ImportResult) => {
      const m = importedMission(res);
      void open(m, newMissionSummary(m, fileName, res.warnings));
    },
    [open],
  );
  const importFile = useCallback(
    (file: File) => {
      setBusy(true);
      // A file that cannot be read gets the editor's words for it; a failure to create the mission
      // (service down, refused) is said as such, not as an unreadable file.
      readMissionFile(file)
        .then(
          (res) => {
            // Several flights in one file: the planner picks which to open (each is its own mission).
            if (res.flights && res.flights.length > 1) return setChoice({ fileName: file.name, res });
            const m = importedMission(res);
            return open(m, newMissionSummary(m, file.name, res.warnings)).catch((err: unknown) => {
              toast.error(describeError(err, `Could not open “${file.name}”.`));
            });
          },
          (err: unknown) => {
            toast.error(describeImportError(err, file.name));
          },
        )
        .finally(() => setBusy(false));
    },
    [open],
  );
  const dialog = (
    <Dialog
      open={choice !== null}
      onClose={() => setChoice(null)}
      title={`“${choice?.fileName ?? ''}” holds ${choice?.res.flights?.length ?? 0} flights`}
      description="Each flight is a mission of its own. Open one; import the file again for another."
      footer={<Button onClick={() => setChoice(null)}>Cancel</Button>}
    >
      <ul className="flex flex-col gap-1">
        {choice?.res.flights?.map((f) => (
          <li key={f.name}>
            <Button
              className="w-full justify-start"
              onClick={() => {
                const c = choice;
                setChoice(null);
                const n = c.res.flights?.length ?? 0;
                openOne(c.fileName, { ...c.res, mission: f.mission, warnings: [`one of the ${n} flights in the file`, ...f.warnings] });
              }}
            >
              Open “{f.name}” ({f.mission.route.length} waypoints)
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
  return { importFile, busy, dialog };
}

/** "Import…" beside "New mission" in the list. */
export function ListImportButton() {
  const { importFile, busy, dialog } = useImportFromList();
  return (
    <>
      <ImportButton onFile={importFile} />
      {dialog}
      {busy && (
        <span role="status" className="text-xs text-muted">
          Importing…
        </span>
      )}
    </>
  );
}

/** Wraps the list: a mission file dropped anywhere on it (or picked from the command palette) is imported and opened. */
export function MissionFileDropZone({ children }: { children: ReactNode }) {
  const { importFile, busy, dialog } = useImportFromList();
  const [over, setOver] = useState(false);
  // Importing creates a mission: a write the service refuses a viewer.
  const write = usePermission('write');
  // A file picked from the command palette arrives here.
  useEffect(() => onListImport(importFile), [importFile]);
  return (
    <div
      className="relative h-full min-h-0"
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        // Refused: the cursor says "no drop" and the browser does not open the file instead.
        if (!write.allowed) {
          e.dataTransfer.dropEffect = 'none';
          return;
        }
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        setOver(false);
        const f = e.dataTransfer.files[0];
        if (!f) return;
        e.preventDefault();
        if (write.allowed) importFile(f);
      }}
    >
      {children}
      {dialog}
      {(over || busy) && (
        <div
          role="status"
          className="pointer-events-none absolute inset-2 flex items-center justify-center rounded border-2 border-dashed border-accent bg-surface/80 text-sm text-fg"
        >
          {busy ? 'Importing the mission…' : 'Drop a mission file to open it as a new mission'}
        </div>
      )}
    </div>
  );
}
