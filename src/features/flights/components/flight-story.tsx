import type { FlightStory } from '@/lib/resources/flight-track';
import { formatDistance, formatDuration } from '../utils/flight-format';
import { modeColor } from '../utils/mode-colors';

/** A figure with its unit, or — when the log cannot give it (never 0 for "unknown"). */
const fig = (v: number | undefined, unit: string, digits = 1) =>
  v === undefined || !Number.isFinite(v) ? '—' : `${v.toLocaleString(undefined, { maximumFractionDigits: digits })} ${unit}`;

const SEVERITY_CLASS: Record<string, string> = {
  emergency: 'text-danger font-semibold',
  error: 'text-danger',
  warning: 'text-warn',
  notice: 'text-fg',
  info: 'text-muted',
  debug: 'text-muted',
};

interface Props {
  story: FlightStory;
  /** Replay time (s): the event at or before it is marked. */
  t: number;
  onSeek: (seconds: number) => void;
}

/** The flight's figures, its modes and its events (Flight Review's and AirData's per-flight story). */
export function FlightStoryPanel({ story, t, onSeek }: Props) {
  const s = story.summary;
  const facts: Array<[string, string]> = [
    ['Log', story.formatLabel],
    ['Firmware', story.vehicle.firmware ?? '—'],
    ['Max altitude above take-off', fig(s.maxAltRelM, 'm')],
    ['Max altitude AMSL (above mean sea level)', fig(s.maxAltAmslM, 'm')],
    ['Max distance from home', s.maxDistanceFromHomeM === undefined ? '—' : formatDistance(s.maxDistanceFromHomeM)],
    ['Max speed', fig(s.maxSpeedMs, 'm/s')],
    ['Average speed', fig(s.avgSpeedMs, 'm/s')],
    ['Battery used', fig(s.batteryUsedPct, '%', 0)],
    ['Lowest voltage', fig(s.lowestVoltageV, 'V', 2)],
  ];
  const shown = story.events.slice(0, 500);
  return (
    <section aria-label="Flight story" className="flex flex-col gap-2 text-sm">
      {story.stoppedAt && (
        <p role="alert" className="rounded border border-warn px-2 py-1 text-warn">
          The file stops early: {story.stoppedAt.reason} (of {story.stoppedAt.of.toLocaleString('en')} bytes). Shown is what could be read
          before it.
        </p>
      )}
      {story.notes.map((n) => (
        <p key={n} className="text-xs text-muted">
          {n}
        </p>
      ))}
      <dl aria-label="Flight statistics" className="flex flex-wrap gap-x-6 gap-y-1">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {s.timeInMode.length > 0 && (
        <div>
          <h2 className="text-xs text-muted">Flight modes (time in each)</h2>
          <ul aria-label="Flight modes" className="flex flex-wrap gap-3">
            {s.timeInMode.map((m) => (
              <li key={m.name} className="flex items-center gap-1">
                <span aria-hidden className="inline-block size-3 rounded-sm" style={{ background: modeColor(m.name) }} />
                {m.name} {formatDuration(m.seconds)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {shown.length > 0 && (
        <div className="min-h-0">
          <h2 className="text-xs text-muted">
            Events and messages ({story.events.length.toLocaleString()}
            {story.events.length > shown.length ? `, first ${shown.length} listed` : ''}) — click one to jump the replay there
          </h2>
          <ol aria-label="Events" className="max-h-40 overflow-auto rounded border border-line">
            {shown.map((e, i) => {
              const current = e.t <= t && (shown[i + 1]?.t ?? Infinity) > t;
              return (
                <li key={i}>
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    className={`flex w-full gap-2 px-2 py-0.5 text-left hover:bg-raised focus-visible:outline ${current ? 'bg-raised' : ''}`}
                    onClick={() => onSeek(Math.max(0, e.t))}
                  >
                    <span className="w-16 shrink-0 tabular-nums text-muted">{formatDuration(Math.max(0, e.t))}</span>
                    <span className={`w-16 shrink-0 ${SEVERITY_CLASS[e.severity] ?? ''}`}>{e.severity}</span>
                    <span className="min-w-0 break-words">{e.text}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </section>
  );
}
