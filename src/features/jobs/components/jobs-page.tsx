import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { usePermission } from '@/lib/api/use-permission';
import { USER_TASK_STATUSES } from '@/lib/contract/common';
import type { JobView } from '@/lib/resources/jobs';
import { memberLabel, teamMembersQueryOptions } from '@/lib/resources/users';
import type { JobFilters } from '../utils/job-filters';
import { CompanyTasks } from './company-tasks';
import { JobFormDialog } from './job-form-dialog';
import { JobList } from './job-list';
import { TeamViewUnavailable } from './team-view-unavailable';

export type JobsView = 'mine' | 'team' | 'company';

export interface JobsSearch extends JobFilters {
  view?: JobsView | undefined;
}

interface Props {
  search: JobsSearch;
  onSearch: (next: JobsSearch) => void;
  /** The caller's role from the session, when known: a member is told why Team is unavailable without asking. */
  role: string | undefined;
  onCreated: (job: JobView) => void;
}

const VIEWS: Array<[JobsView, string]> = [
  ['mine', 'Assigned to me'],
  ['team', 'Team'],
  ['company', 'Company tasks'],
];
const input = 'rounded border border-line bg-surface px-2 py-1 text-sm text-fg';

export function JobsPage({ search, onSearch, role, onCreated }: Props) {
  const view = search.view ?? 'mine';
  const [creating, setCreating] = useState(false);
  // Creating a job is a write: a viewer is not offered it.
  const write = usePermission('write');
  const members = useQuery(teamMembersQueryOptions());
  const set = (patch: Partial<JobsSearch>) => onSearch({ ...search, ...patch });
  const memberOnly = view === 'team' && role !== undefined && role !== 'admin';

  return (
    <div className="flex flex-col gap-4 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-semibold">Jobs</h1>
          <p className="text-sm text-muted">
            Jobs group the team&apos;s flight tasks: assign pilots, follow progress, attach missions and geofences.
          </p>
        </div>
        {write.allowed && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            New job
          </Button>
        )}
      </div>
      <div role="tablist" aria-label="Jobs views" className="flex gap-1 border-b border-line">
        {VIEWS.map(([v, label]) => (
          <button
            key={v}
            role="tab"
            type="button"
            aria-selected={view === v}
            className={`px-3 py-1.5 text-sm ${view === v ? 'border-b-2 border-accent font-semibold' : 'text-muted'}`}
            onClick={() => set({ view: v === 'mine' ? undefined : v })}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2" role="search" aria-label="Filter jobs and tasks">
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          Search
          <input type="search" className={input} defaultValue={search.q ?? ''} onChange={(e) => set({ q: e.target.value || undefined })} />
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          Status
          <select className={input} value={search.status ?? ''} onChange={(e) => set({ status: e.target.value || undefined })}>
            <option value="">Any</option>
            {USER_TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          Assignee
          {members.data ? (
            <select className={input} value={search.assignee ?? ''} onChange={(e) => set({ assignee: e.target.value || undefined })}>
              <option value="">Anyone</option>
              {members.data.map((m) => (
                <option key={m.id} value={m.id}>
                  {memberLabel(members.data, m.id)}
                </option>
              ))}
            </select>
          ) : (
            <input
              className={input}
              placeholder="user id"
              defaultValue={search.assignee ?? ''}
              onChange={(e) => set({ assignee: e.target.value || undefined })}
            />
          )}
        </label>
      </div>
      <div role="tabpanel" aria-label={VIEWS.find(([v]) => v === view)?.[1]}>
        {memberOnly ? (
          <TeamViewUnavailable />
        ) : view === 'company' ? (
          <CompanyTasks filters={search} members={members.data} />
        ) : (
          <JobList key={view} scope={view} filters={search} members={members.data} />
        )}
      </div>
      {creating && <JobFormDialog open onClose={() => setCreating(false)} onCreated={onCreated} />}
    </div>
  );
}
