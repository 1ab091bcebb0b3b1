import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { MissionRecord } from '@/lib/resources/missions';
import { editableFromRecord } from '@/lib/mission-model/wire-body';
import { formatDistance, missionFigures } from '@/lib/mission-model/mission-figures';
import { formatDateTime } from '@/lib/format/format';

interface Props {
  mine: EditableMission;
  theirs: MissionRecord;
  onCancel: () => void;
  onTakeTheirs: (m: EditableMission) => void;
  onOverwrite: () => void;
}

/** Someone saved the mission since it was opened: compare side by side, never overwrite silently. */
export function ConflictDialog({ mine, theirs, onCancel, onTakeTheirs, onOverwrite }: Props) {
  const other = editableFromRecord(theirs);
  const a = missionFigures(mine),
    b = missionFigures(other);
  const rows: [string, string, string][] = [
    ['Name', mine.name, other.name],
    ['Description', mine.description, other.description],
    ['Type', mine.type, other.type],
    ['Height mode', mine.heightMode, other.heightMode],
    ['Speed', `${mine.speed} m/s`, `${other.speed} m/s`],
    ['Waypoints', String(mine.route.length), String(other.route.length)],
    ['Distance', formatDistance(a.distance), formatDistance(b.distance)],
    ['Changed waypoints', '', String(other.route.filter((w, i) => JSON.stringify(w) !== JSON.stringify(mine.route[i])).length)],
  ];
  const when = theirs.updatedAt ? formatDateTime(theirs.updatedAt) : 'recently';
  return (
    <Dialog
      open
      onClose={onCancel}
      role="alertdialog"
      title="This mission was changed by someone else"
      description={`Another save happened at ${when}, after you opened it. Your changes are not saved yet and are kept in a draft.`}
      footer={
        <>
          <Button autoFocus onClick={onCancel}>
            Keep editing
          </Button>
          <Button onClick={() => onTakeTheirs(other)}>Load their version</Button>
          <Button variant="danger" onClick={onOverwrite}>
            Save mine over theirs
          </Button>
        </>
      }
    >
      <table className="w-full text-sm" aria-label="Your version and theirs">
        <thead>
          <tr className="text-left text-xs">
            <th>Field</th>
            <th>Yours</th>
            <th>Theirs (saved)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([k, x, y]) => (
            <tr key={k} className={x !== y ? 'font-semibold text-warn' : ''}>
              <td>{k}</td>
              <td>{x}</td>
              <td>{y}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
