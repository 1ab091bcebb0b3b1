import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Waypoint } from '@/lib/mission-model/mission-model';
import type { Issue } from '@/lib/geo/route-checks';
import type { WaypointPatch } from '@/lib/mission-model/mission-edits';
import { formatCoordinate } from '@/lib/format/format';

interface Props {
  route: readonly Waypoint[];
  selection: ReadonlySet<number>;
  issuesByIndex: ReadonlyMap<number, Issue[]>;
  onRowClick: (index: number, additive: boolean) => void;
  onPatchOne: (index: number, patch: WaypointPatch, field: string) => void;
  /** The mission's heights are above ground (terrain modes): the altitude column says so. */
  aboveGround?: boolean;
}

const ROW = 32;

function CellInput({ label, value, onCommit }: { label: string; value: number | undefined; onCommit: (v: number | undefined) => void }) {
  return (
    <input
      aria-label={label}
      type="number"
      className="w-20 rounded border border-transparent bg-transparent px-1 text-right hover:border-line focus:border-accent"
      // Keyed by value so an undo or a map edit shows through; typing commits on blur/Enter.
      key={value ?? ''}
      defaultValue={value ?? ''}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        e.stopPropagation();
      }}
      onBlur={(e) => {
        const raw = e.target.value.trim();
        const n = raw === '' ? undefined : Number(raw);
        if (n === undefined || Number.isFinite(n)) if (n !== value) onCommit(n);
      }}
    />
  );
}

/** The route as a virtualised table: only the visible rows exist in the DOM, even at 5,000 waypoints. */
export function WaypointTable({ route, selection, issuesByIndex, onRowClick, onPatchOne, aboveGround = false }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({ count: route.length, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 10 });
  const firstSelected = selection.size > 0 ? Math.min(...selection) : -1;
  useEffect(() => {
    if (firstSelected >= 0) v.scrollToIndex(firstSelected, { align: 'auto' });
  }, [firstSelected, v]);
  const items = v.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = v.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <div ref={scroller} className="h-full overflow-auto" tabIndex={-1}>
      <table className="w-full border-collapse text-sm" aria-label="Waypoints" aria-rowcount={route.length + 1}>
        <thead className="sticky top-0 z-10 bg-raised text-left text-xs text-muted">
          <tr>
            <th className="px-2 py-1">#</th>
            <th className="px-2">Latitude</th>
            <th className="px-2">Longitude</th>
            <th
              className="px-2 text-right"
              title={aboveGround ? 'Above the ground under each waypoint' : 'Relative to the start point (waypoint 1)'}
            >
              {aboveGround ? 'Alt. above ground (m)' : 'Alt. rel. start (m)'}
            </th>
            <th className="px-2 text-right">Speed (m/s)</th>
            <th className="px-2 text-right">Heading (°)</th>
            <th className="px-2">Actions</th>
            <th className="px-2">Issues</th>
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr style={{ height: top }} aria-hidden />}
          {items.map((it) => {
            const i = it.index;
            const w = route[i];
            if (!w) return null;
            const issues = issuesByIndex.get(i);
            const sel = selection.has(i);
            return (
              <tr
                key={i}
                aria-rowindex={i + 2}
                aria-selected={sel}
                data-index={i}
                style={{ height: ROW }}
                className={`cursor-pointer border-b border-line ${sel ? 'bg-warn/20' : 'hover:bg-raised'}`}
                // Shift-click adds to the selection; without this it would also select the rows' text.
                onMouseDown={(e) => e.shiftKey && !(e.target instanceof HTMLInputElement) && e.preventDefault()}
                onClick={(e) => onRowClick(i, e.shiftKey)}
              >
                <td className="px-2 tabular-nums">{i + 1}</td>
                <td className="px-2 tabular-nums">{formatCoordinate(w.lat)}</td>
                <td className="px-2 tabular-nums">{formatCoordinate(w.lng)}</td>
                <td className="px-2 text-right">
                  <CellInput
                    label={`Altitude of waypoint ${i + 1}`}
                    value={w.altitude}
                    onCommit={(n) => onPatchOne(i, { altitude: n ?? 0 }, 'altitude')}
                  />
                </td>
                <td className="px-2 text-right">
                  <CellInput label={`Speed of waypoint ${i + 1}`} value={w.speed} onCommit={(n) => onPatchOne(i, { speed: n }, 'speed')} />
                </td>
                <td className="px-2 text-right tabular-nums">{w.heading ?? '—'}</td>
                <td className="px-2 text-xs">
                  {w.actions.length > 0 ? w.actions.map((a) => (a.type === 'custom' ? a.action : a.type)).join(', ') : '—'}
                </td>
                <td className="px-2 text-xs text-danger">
                  {issues ? <span title={issues.map((x) => x.message).join('\n')}>⚠ {issues.map((x) => x.kind).join(', ')}</span> : ''}
                </td>
              </tr>
            );
          })}
          {bottom > 0 && <tr style={{ height: bottom }} aria-hidden />}
        </tbody>
      </table>
    </div>
  );
}
