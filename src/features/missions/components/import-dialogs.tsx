import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ImportChoice, ImportSummary } from '@/lib/mission-model/import-merge';
import type { PendingImport } from './use-import';

/** Asks what a file imported into an open mission should do. */
export function ImportChoiceDialog({
  pending,
  missionName,
  waypoints,
  busy,
  onChoose,
  onCancel,
}: {
  pending: PendingImport | null;
  missionName: string;
  waypoints: number;
  busy: boolean;
  onChoose: (c: ImportChoice) => void;
  onCancel: () => void;
}) {
  const n = pending?.mission.route.length ?? 0;
  return (
    <Dialog
      open={pending !== null}
      onClose={onCancel}
      title={`Import ${pending?.fileName ?? ''}`}
      description={
        <>
          The file has {n} waypoint{n === 1 ? '' : 's'}. “{missionName}” has {waypoints}. Its name, type, height mode and speed stay as they
          are unless you open the file as a new mission.
        </>
      }
      footer={
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Button variant="primary" onClick={() => onChoose('replace')} disabled={busy}>
          Replace this mission’s route
        </Button>
        <Button onClick={() => onChoose('append')} disabled={busy}>
          Add to this route
        </Button>
        <Button onClick={() => onChoose('new')} disabled={busy}>
          {busy ? 'Creating…' : 'Open as a new mission'}
        </Button>
      </div>
    </Dialog>
  );
}

/** What the last import read, ignored and changed; stays until dismissed. */
export function ImportSummaryPanel({ summary, onDismiss }: { summary: ImportSummary; onDismiss: () => void }) {
  return (
    <section role="status" aria-label="Import summary" className="flex items-start gap-3 border-b border-line bg-surface px-3 py-2 text-xs">
      <div className="flex-1">
        <p className="font-medium text-fg">
          Imported {summary.fileName}: {summary.read} waypoint{summary.read === 1 ? '' : 's'} read.
        </p>
        {summary.changed.map((c) => (
          <p key={c}>{c}</p>
        ))}
        {summary.ignored.length > 0 && (
          <p className="text-muted">Ignored from the file (the mission keeps its own): {summary.ignored.join(', ')}.</p>
        )}
        {summary.notes.length > 0 && <p className="text-muted">Notes: {summary.notes.join('; ')}</p>}
      </div>
      <Button size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}
