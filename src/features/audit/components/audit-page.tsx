import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/contract/audit';
import { formatDateTime } from '@/lib/format/format';
import { auditQueryOptions, fetchAuditCsv, type AuditFilters } from '@/lib/resources/audit';
import { saveFile } from '@/lib/save-file';

export interface AuditSearch {
  action?: AuditAction;
  user?: string;
  /** yyyy-mm-dd, local day, inclusive. */
  from?: string;
  to?: string;
}

interface Props {
  search: AuditSearch;
  onSearch: (next: AuditSearch) => void;
  members: ReadonlyArray<{ id: string; displayName?: string }>;
}

const DAY = 86_400_000;
const dayStart = (d: string | undefined) => (d ? new Date(`${d}T00:00:00`).getTime() : undefined);

function toFilters(s: AuditSearch): AuditFilters {
  const to = dayStart(s.to);
  return { action: s.action, userId: s.user, from: dayStart(s.from), to: to === undefined ? undefined : to + DAY };
}

const field = 'rounded-md border border-line bg-canvas px-2 py-1 text-sm';

/** The team's audit log (admins): deletions, restores, shares and refusals, filtered, with CSV export. */
export function AuditPage({ search, onSearch, members }: Props) {
  const filters = toFilters(search);
  const q = useQuery(auditQueryOptions(filters));
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await fetchAuditCsv(filters), `audit-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv');
    } catch (e) {
      toast.error(describeError(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 p-6">
      <div>
        <h1 className="text-2xl font-semibold">Audit log</h1>
        <p className="text-sm text-muted">What was deleted, restored, shared or refused in your team, by whom and when.</p>
      </div>
      <form role="search" aria-label="Audit filters" className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          Action
          <select
            className={field}
            value={search.action ?? ''}
            onChange={(e) => onSearch({ ...search, action: (e.target.value || undefined) as AuditAction | undefined })}
          >
            <option value="">Any</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          User
          <select className={field} value={search.user ?? ''} onChange={(e) => onSearch({ ...search, user: e.target.value || undefined })}>
            <option value="">Anyone</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.displayName ?? m.id}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          From
          <input
            type="date"
            className={field}
            value={search.from ?? ''}
            onChange={(e) => onSearch({ ...search, from: e.target.value || undefined })}
          />
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          To
          <input
            type="date"
            className={field}
            value={search.to ?? ''}
            onChange={(e) => onSearch({ ...search, to: e.target.value || undefined })}
          />
        </label>
        <Button className="ml-auto" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </form>
      {q.isPending && <Spinner label="Loading the audit log" />}
      {q.isError && (
        <ErrorPanel
          title="Could not load the audit log"
          message={describeError(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      )}
      {q.data && q.data.items.length === 0 && <p className="text-sm text-muted">Nothing recorded matches these filters.</p>}
      {q.data && q.data.items.length > 0 && (
        <table className="w-full text-left text-sm" aria-label="Audit events">
          <thead className="text-xs text-muted">
            <tr>
              <th className="py-1 pr-3">When</th>
              <th className="py-1 pr-3">Who</th>
              <th className="py-1 pr-3">Action</th>
              <th className="py-1 pr-3">What</th>
              <th className="py-1">Reason</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {q.data.items.map((e) => (
              <tr key={e.id}>
                <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
                <td className="py-1 pr-3">
                  {e.userName ?? e.userId} <span className="text-xs text-muted">{e.role}</span>
                </td>
                <td className="py-1 pr-3">{e.action}</td>
                <td className="py-1 pr-3 break-words">{e.summary}</td>
                <td className="py-1 text-xs text-muted">{e.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {q.data?.nextToken && <p className="text-xs text-muted">The newest 500 are shown; narrow the filters or export the CSV for all.</p>}
    </div>
  );
}
