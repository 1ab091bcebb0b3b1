import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { FLIGHT_LOG_VERSIONS } from '@/lib/contract/flights';
import type { FlightListSummary } from '@/lib/resources/flight-list-store';
import type { FlightSearch } from '../utils/flight-search';

interface Props {
  search: FlightSearch;
  onSearch: (next: FlightSearch) => void;
  /** What the pickers offer: pilots and drones seen in the matching list (computed in the list worker). */
  summary: FlightListSummary | undefined;
  /** Why the dates cannot be asked for, shown on the To field. */
  rangeProblem?: string;
}

const input = 'rounded border border-line bg-surface px-2 py-1 text-sm text-fg';
const label = 'flex flex-col gap-0.5 text-xs text-muted';
/**
 * The pilot and drone pickers get their options when the matching list is read: at their natural
 * width they would grow then, wrap the bar and move the table under the pointer. A long name is
 * cut in the closed picker and shown whole in its list.
 */
const picker = `${input} w-44`;

/** Every filter of the interface; each change goes to the URL (the route owns the state). */
export function FlightFiltersBar({ search, onSearch, summary, rangeProblem }: Props) {
  const set = (patch: Partial<FlightSearch>) => onSearch({ ...search, ...patch });
  const { pilots, devices } = useMemo(() => {
    const p = summary?.pilots ?? [];
    const d = summary?.devices ?? [];
    // The chosen value is always offered, even before the list is read or when nothing matches it.
    return {
      pilots: search.pilot && !p.includes(search.pilot) ? [search.pilot, ...p] : p,
      devices: search.device && !d.some(([id]) => id === search.device) ? [[search.device, search.device] as [string, string], ...d] : d,
    };
  }, [summary, search.pilot, search.device]);
  const any = search.from || search.to || search.version || search.pilot || search.device || search.comments;

  return (
    <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Filters">
      <label className={label}>
        From
        <input type="date" className={input} value={search.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
      </label>
      <label className={label}>
        To
        <input
          type="date"
          className={`${input} aria-invalid:border-danger`}
          value={search.to ?? ''}
          min={search.from}
          aria-invalid={rangeProblem ? true : undefined}
          aria-describedby={rangeProblem ? 'flight-filter-to-problem' : undefined}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </label>
      {/* Both views say which date From/To filter on (team: the whole list, an extension of /v1/flights). */}
      <label className={label}>
        Dates apply to
        <select
          className={input}
          value={search.dateType ?? 'uploadDate'}
          onChange={(e) => set({ dateType: e.target.value === 'flightStartDate' ? 'flightStartDate' : undefined })}
        >
          <option value="uploadDate">Upload date</option>
          <option value="flightStartDate">Flight start</option>
        </select>
      </label>
      <label className={label}>
        Version
        <select
          className={input}
          value={search.version ?? ''}
          onChange={(e) => set({ version: FLIGHT_LOG_VERSIONS.find((v) => v === e.target.value) })}
        >
          <option value="">All versions</option>
          {FLIGHT_LOG_VERSIONS.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </label>
      <label className={label}>
        Pilot
        <select className={picker} value={search.pilot ?? ''} onChange={(e) => set({ pilot: e.target.value || undefined })}>
          <option value="">All pilots</option>
          {pilots.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <label className={label}>
        Drone
        <select className={picker} value={search.device ?? ''} onChange={(e) => set({ device: e.target.value || undefined })}>
          <option value="">All drones</option>
          {devices.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Comments
        <select
          className={input}
          value={search.comments ?? ''}
          onChange={(e) => set({ comments: e.target.value === 'yes' || e.target.value === 'no' ? e.target.value : undefined })}
        >
          <option value="">Any</option>
          <option value="yes">With comments</option>
          <option value="no">Without comments</option>
        </select>
      </label>
      {any && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onSearch({ view: search.view, sort: search.sort, dir: search.dir, map: search.map })}
          aria-label="Clear filters"
        >
          Clear filters
        </Button>
      )}
      {/* Its own line under the bar, named by the To field (aria-describedby). */}
      {rangeProblem && (
        <p id="flight-filter-to-problem" className="basis-full text-xs text-danger">
          {rangeProblem}
        </p>
      )}
    </div>
  );
}
