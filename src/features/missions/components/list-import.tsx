import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import { describeImportError } from '@/lib/mission-files/import-error-words';
import { newMissionSummary } from '@/lib/mission-model/import-merge';
import { useOpenImported } from '../hooks/use-open-imported';
import { ImportButton, readMissionFile } from './import-export';
import { importedMission } from './use-import';
import { onListImport } from './list-import-handover';

/**
 * Import from the missions list: the file is read by the editor's importers and opened the way the
 * editor's "open as a new mission" does (created on the service, then opened with its summary).
 */
export function useImportFromList() {
  const { open } = useOpenImported();
  const [busy, setBusy] = useState(false);
  const importFile = useCallback(
    (file: File) => {
      setBusy(true);
      // A file that cannot be read gets the editor's words for it; a failure to create the mission
      // (service down, refused) is said as such, not as an unreadable file.
      readMissionFile(file)
        .then(
          (res) => {
            const m = importedMission(res);
            return open(m, newMissionSummary(m, file.name, res.warnings)).catch((err: unknown) => {
              toast.error(describeError(err, `Could not create a mission from “${file.name}”.`));
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
  return { importFile, busy };
}

/** "Import…" beside "New mission" in the list. */
export function ListImportButton() {
  const { importFile, busy } = useImportFromList();
  return (
    <>
      <ImportButton onFile={importFile} />
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
  const { importFile, busy } = useImportFromList();
  const [over, setOver] = useState(false);
  // A file picked from the command palette arrives here.
  useEffect(() => onListImport(importFile), [importFile]);
  return (
    <div
      className="relative h-full min-h-0"
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
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
        importFile(f);
      }}
    >
      {children}
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
