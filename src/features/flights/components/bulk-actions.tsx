import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import type { FlightFiltersInput, FlightSelection } from '@/lib/contract/flights';
import { useDeleteFlightsMutation } from '@/lib/resources/flights-mutations';
import { useDeletedToast, useDeletionTerms } from '@/lib/resources/trash';
import { canStreamToDisk, useZipDownload } from '../hooks/use-zip-download';
import { describeFilters } from '../utils/filter-words';
import type { RowSelection } from '../utils/row-selection';
import { ZipProgress } from './zip-progress';

interface Props {
  view: 'team' | 'company';
  selection: RowSelection;
  filters: FlightFiltersInput;
  /** How many flights the filter matches, once known. */
  matching: number | undefined;
  onSelectAll: () => void;
  onClear: () => void;
}

const plural = (n: number) => `${n.toLocaleString()} flight${n === 1 ? '' : 's'}`;

/** What the selection says to the service: ids, or `allSelected` with the current filters (never without). */
function toRequest(sel: RowSelection, filters: FlightFiltersInput): FlightSelection {
  return sel.allMatching ? { allSelected: true, filters } : { allSelected: false, items: [...sel.ids] };
}

/**
 * Selection bar: count, "select all N matching", ZIP download with progress and cancel, and bulk
 * delete with a confirmation that states the count and the filter in words. Delete and download
 * act on the caller's team (the service's rule), so they are offered in the team view.
 */
export function BulkActions({ view, selection, filters, matching, onSelectAll, onClear }: Props) {
  const [confirming, setConfirming] = useState(false);
  const zip = useZipDownload();
  const deleted = useDeletedToast();
  const del = useDeleteFlightsMutation({
    onSuccess: (r) => {
      // One request, one deletion in the trash: any of its ids finds it for the Undo.
      deleted(`Deleted ${plural(r.deleted)}`, r.ids?.slice(0, 1) ?? []);
      setConfirming(false);
      onClear();
    },
    // A delete cut short (a dropped connection, a restart) left each log either in place or in the trash; the list is refetched to show which.
    onError: (e) =>
      toast.error(
        `The deletion did not finish: ${describeError(e)} Logs it reached are in the Trash, the others are untouched; the list shows what is left.`,
      ),
  });
  // Ids of others' logs are refused by the service (its sentence is the toast); by filter is for admins.
  const byFilter = usePermission('flights.deleteByFilter');
  const write = usePermission('write');
  const mayDelete = selection.allMatching ? byFilter : write;
  const any = selection.allMatching || selection.ids.size > 0;
  // The service counts what goes (every match of the filter, not the rows loaded here).
  const terms = useDeletionTerms(confirming && any ? { kind: 'flightLog', selection: toRequest(selection, filters) } : null);
  const local = selection.allMatching ? matching : selection.ids.size;
  const count = confirming ? (terms.count?.items ?? (terms.counting ? undefined : local)) : local;
  const words = describeFilters(filters, view);
  const message = selection.allMatching
    ? `Delete ${count === undefined ? 'all flights' : `all ${plural(count)}`} matching the filter — ${words}? Their log files go with them. ${terms.permanence}`
    : `Delete ${plural(count ?? selection.ids.size)} you selected? Their log files go with them. ${terms.permanence}`;

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="toolbar" aria-label="Selection">
      <span aria-live="polite">
        {selection.allMatching
          ? `All ${count === undefined ? '' : `${plural(count)} `}matching selected`
          : `${plural(selection.ids.size)} selected`}
      </span>
      {view === 'team' && !selection.allMatching && matching !== undefined && matching > 0 && (
        <Button size="sm" onClick={onSelectAll}>
          Select all {matching.toLocaleString()} matching
        </Button>
      )}
      {any && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      )}
      {view === 'team' && (
        <>
          <Button
            size="sm"
            disabled={!any || zip.state.status === 'running'}
            onClick={() => void zip.start(toRequest(selection, filters), count ?? 0)}
            title={canStreamToDisk() ? 'Written to disk as it downloads' : 'Held in memory until saved: at most 2 GB'}
          >
            Download ZIP
          </Button>
          <PermittedButton size="sm" variant="danger" decision={mayDelete} disabled={!any} onClick={() => setConfirming(true)}>
            Delete…
          </PermittedButton>
        </>
      )}
      {view === 'company' && <span className="text-xs text-muted">Delete and download act on your team: switch to the team view.</span>}
      <ZipProgress state={zip.state} onCancel={zip.cancel} onDismiss={zip.reset} />
      <ConfirmDialog
        open={confirming}
        title={selection.allMatching ? 'Delete every matching flight?' : 'Delete selected flights?'}
        message={message}
        confirmLabel={terms.counting ? 'Counting…' : count === undefined ? 'Delete' : `Delete ${plural(count)}`}
        destructive
        busy={del.isPending || terms.counting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => del.mutate(toRequest(selection, filters))}
      />
    </div>
  );
}
