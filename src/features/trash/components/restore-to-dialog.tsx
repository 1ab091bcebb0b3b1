import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { mediaListInfiniteQueryOptions, mediaTeamQueryOptions } from '@/lib/resources/media';
import type { TrashEntry } from '@/lib/resources/trash';

/** A media deletion whose folder is gone goes back into a folder the user picks: the drive's top or one of its folders. */
export function RestoreToDialog({
  entry,
  teamId: signedInTeam,
  busy,
  onRestore,
  onCancel,
}: {
  entry: TrashEntry;
  /** The signed-in team (the drive's root); read from the drive when the sign-in does not carry it. */
  teamId: string | undefined;
  busy: boolean;
  onRestore: (parentId: string) => void;
  onCancel: () => void;
}) {
  const team = useQuery({ ...mediaTeamQueryOptions(), enabled: !signedInTeam });
  const teamId = signedInTeam ?? team.data ?? undefined;
  const folders = useInfiniteQuery({ ...mediaListInfiniteQueryOptions({ location: teamId ?? '', type: 'F' }), enabled: !!teamId });
  const options = (folders.data?.pages.flatMap((p) => p.items) ?? []).filter((f) => f.type === 'F');
  const [to, setTo] = useState('');
  const chosen = to || teamId || '';
  return (
    <Dialog
      open
      onClose={onCancel}
      title={`Restore “${entry.name}” to…`}
      description={`The folder it was in (${entry.origin}) is gone or in the Trash. Choose where it goes back.`}
      footer={
        <>
          <Button autoFocus onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" disabled={!chosen || busy} onClick={() => onRestore(chosen)}>
            Restore here
          </Button>
        </>
      }
    >
      <label className="flex flex-col gap-1 text-sm">
        Folder
        <select className="rounded-md border border-line bg-raised px-2 py-1" value={chosen} onChange={(e) => setTo(e.target.value)}>
          {teamId && <option value={teamId}>Top of the drive</option>}
          {options.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
    </Dialog>
  );
}
