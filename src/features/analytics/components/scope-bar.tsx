import { useQuery } from '@tanstack/react-query';
import { memo, useId, useMemo, type ReactNode } from 'react';
import { analyticsDevicesQueryOptions } from '@/lib/resources/analytics';
import { plural } from '@/lib/format/plural';
import { useDeviceNames } from '../hooks/use-device-names';
import type { SessionRow } from '../utils/aggregate';
import type { AnalyticsSearch, AnalyticsSearchPatch } from '../utils/analytics-search';
import { fromLocalInput, RANGE_PRESETS, toLocalInput, type TimeWindow } from '../utils/time-range';

const input = 'rounded border border-line bg-surface px-2 py-1 text-sm text-fg';
const field = 'flex flex-col gap-0.5 text-xs text-muted';

/** A control with its own label element (so its accessible name is the label alone, not the options' text). */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

interface Props {
  search: AnalyticsSearch;
  window: TimeWindow;
  /** A custom range that is not a range (To before From): said under the bar, named by the To field. */
  rangeProblem?: string;
  onChange: (patch: AnalyticsSearchPatch) => void;
  /** The chosen device's sessions in the loaded range (from the aggregate), oldest first. */
  sessions?: readonly SessionRow[];
}

const sessionFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "21 Nov 2026, 10:00 – 10:22": when the session ran, which is how an operator remembers it. */
export function sessionName(s: Pick<SessionRow, 'first' | 'last'>): string {
  const sameDay = new Date(s.first).toDateString() === new Date(s.last).toDateString();
  return `${sessionFormat.format(s.first)} – ${sameDay ? timeOnly.format(s.last) : sessionFormat.format(s.last)}`;
}

// Read once: a new Intl.DateTimeFormat per render was the hottest function while pages arrive.
const LOCAL_TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Device, session, time range, zone and comparison: every choice goes to the URL. Memoised: the
 * page re-renders with every progress report, the scope does not change with it.
 */
export const ScopeBar = memo(function ScopeBar({ search, window, rangeProblem, onChange, sessions = [] }: Props) {
  const devices = useQuery(analyticsDevicesQueryOptions());
  const name = useDeviceNames();
  // By name, as people know their fleet; the id is the option's value and its tooltip.
  const deviceIds = useMemo(() => [...(devices.data ?? [])].sort((a, b) => name(a).localeCompare(name(b))), [devices.data, name]);
  return (
    <form className="flex flex-wrap items-end gap-2" aria-label="Analytics scope" onSubmit={(e) => e.preventDefault()}>
      <Field label="Device">
        {(id) => (
          <select
            id={id}
            className={input}
            value={search.device ?? ''}
            onChange={(e) => onChange({ device: e.target.value || undefined, session: undefined })}
          >
            <option value="">{devices.isPending ? 'Loading devices…' : 'Choose a device'}</option>
            {deviceIds.map((d) => (
              <option key={d} value={d} title={d}>
                {name(d)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Session">
        {(id) => (
          <select
            id={id}
            className={input}
            value={search.session ?? ''}
            onChange={(e) => onChange({ session: e.target.value || undefined })}
          >
            <option value="">{sessions.length ? `All ${plural(sessions.length, 'session')}` : 'All sessions'}</option>
            {/* The chosen device's sessions in the loaded range, named by when they ran (the id in the tooltip). */}
            {sessions.map((s) => (
              <option key={s.sessionId} value={s.sessionId} title={s.sessionId}>
                {sessionName(s)}
              </option>
            ))}
            {search.session && !sessions.some((s) => s.sessionId === search.session) && (
              <option value={search.session}>{search.session} (no detections in this range)</option>
            )}
          </select>
        )}
      </Field>
      <Field label="Time range">
        {(id) => (
          <select
            id={id}
            className={input}
            value={search.range}
            onChange={(e) => {
              const range = e.target.value as AnalyticsSearch['range'];
              onChange(range === 'custom' ? { range, from: window.from, to: window.to } : { range, from: undefined, to: undefined });
            }}
          >
            {Object.entries(RANGE_PRESETS).map(([k, p]) => (
              <option key={k} value={k}>
                {p.label}
              </option>
            ))}
            <option value="custom">Custom…</option>
          </select>
        )}
      </Field>
      {search.range === 'custom' && (
        <>
          <Field label="From">
            {(id) => (
              <input
                id={id}
                type="datetime-local"
                className={input}
                value={toLocalInput(search.from ?? window.from)}
                onChange={(e) => onChange({ from: fromLocalInput(e.target.value) })}
              />
            )}
          </Field>
          <Field label="To">
            {(id) => (
              <input
                id={id}
                type="datetime-local"
                className={`${input} aria-invalid:border-danger`}
                // What the user entered, even when it is not a range yet (the window then falls back).
                value={toLocalInput(search.to ?? window.to)}
                aria-invalid={rangeProblem ? true : undefined}
                aria-describedby={rangeProblem ? 'analytics-range-problem' : undefined}
                onChange={(e) => onChange({ to: fromLocalInput(e.target.value) })}
              />
            )}
          </Field>
        </>
      )}
      <Field label="Time zone">
        {(id) => (
          <select id={id} className={input} value={search.tz} onChange={(e) => onChange({ tz: e.target.value as AnalyticsSearch['tz'] })}>
            <option value="local">Local ({LOCAL_TZ})</option>
            <option value="utc">UTC</option>
          </select>
        )}
      </Field>
      <Field label="Compare with">
        {(id) => (
          <select
            id={id}
            className={input}
            value={search.compare}
            onChange={(e) => onChange({ compare: e.target.value as AnalyticsSearch['compare'] })}
          >
            <option value="none">Nothing</option>
            <option value="device">Another device</option>
            <option value="previous">The previous period</option>
          </select>
        )}
      </Field>
      {search.compare === 'device' && (
        <Field label="Second device">
          {(id) => (
            <select
              id={id}
              className={input}
              value={search.compareDevice ?? ''}
              onChange={(e) => onChange({ compareDevice: e.target.value || undefined })}
            >
              <option value="">Choose a device</option>
              {deviceIds
                .filter((d) => d !== search.device)
                .map((d) => (
                  <option key={d} value={d} title={d}>
                    {name(d)}
                  </option>
                ))}
            </select>
          )}
        </Field>
      )}
      {rangeProblem && (
        <p id="analytics-range-problem" className="basis-full text-xs text-danger">
          {rangeProblem}
        </p>
      )}
    </form>
  );
});
