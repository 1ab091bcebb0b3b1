import type { Issue } from '@/lib/geo/route-checks';
import type { MissionLimits as Limits } from '@/lib/geo/validate-mission';
import { NumberField } from './number-field';

interface Props {
  issues: Issue[];
  limits: Limits;
  onLimits: (l: Limits) => void;
  onPick: (index: number) => void;
  /** Names the geofence the route is checked against, when there is one. */
  fenceLabel?: string | undefined;
}

/** What blocks saving, each with a way to jump to the waypoint; the limits are editable here. */
export function IssuesPanel({ issues, limits, onLimits, onPick, fenceLabel }: Props) {
  return (
    <section aria-label="Validation" className="flex flex-col gap-2 border-t border-line p-3">
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          label="Max altitude"
          unit="m"
          value={limits.maxAltitude}
          min={1}
          onChange={(v) => v && onLimits({ ...limits, maxAltitude: v })}
        />
        <NumberField
          label="Max speed"
          unit="m/s"
          value={limits.maxSpeed}
          min={1}
          onChange={(v) => v && onLimits({ ...limits, maxSpeed: v })}
        />
      </div>
      {fenceLabel && <p className="text-xs text-muted">Checked against {fenceLabel}.</p>}
      {issues.length === 0 ? (
        <p className="text-xs text-ok">✓ No problems found</p>
      ) : (
        <div role="alert" className="flex flex-col gap-1">
          <p className="text-xs font-semibold text-danger">
            ⚠ {issues.length} problem{issues.length === 1 ? '' : 's'}: saving is blocked until fixed
          </p>
          <ul className="max-h-40 overflow-auto text-xs text-danger">
            {issues.slice(0, 100).map((x, k) => (
              <li key={k}>
                {x.index !== undefined ? (
                  <button type="button" className="text-left underline-offset-2 hover:underline" onClick={() => onPick(x.index as number)}>
                    {x.message}
                  </button>
                ) : (
                  x.message
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
