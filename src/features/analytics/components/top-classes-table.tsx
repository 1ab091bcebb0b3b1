import { memo } from 'react';
import type { ClassRow } from '../utils/aggregate';
import { classColor } from '../utils/class-colors';
import { formatNumber } from '@/lib/format/format';

interface Props {
  rows: readonly ClassRow[];
  selected?: string;
  onSelect: (className: string | undefined) => void;
}

/** Below this many in the first half a percentage says more about chance than about the site. */
export const MIN_TREND_BASELINE = 20;

/** The change from the window's first half to its second, with the two counts it compares; blank when the baseline is too small. */
function Trend({ row }: { row: ClassRow }) {
  const counts = `${formatNumber(row.secondHalf)} vs ${formatNumber(row.firstHalf)}`;
  if (row.trend === null || row.firstHalf < MIN_TREND_BASELINE)
    return (
      <span className="text-muted" title={`Too few in the first half (${formatNumber(row.firstHalf)}) to compare`}>
        — ({counts})
      </span>
    );
  const pct = Math.round(row.trend * 100);
  if (Math.abs(pct) < 5) return <span className="text-muted">→ steady ({counts})</span>;
  return pct > 0 ? (
    <span className="text-warn">
      ↑ up {pct}% ({counts})
    </span>
  ) : (
    <span className="text-ok">
      ↓ down {-pct}% ({counts})
    </span>
  );
}

/** Classes by count, with their share and trend (second half of the window against the first). */
export const TopClassesTable = memo(function TopClassesTable({ rows, selected, onSelect }: Props) {
  if (rows.length === 0) return <p className="text-sm text-muted">No detections in this window.</p>;
  return (
    <table className="w-full text-sm" aria-label="Top classes">
      <thead className="text-left text-xs text-muted">
        <tr>
          <th scope="col">Class</th>
          <th scope="col" className="text-right">
            Count
          </th>
          <th scope="col" className="text-right">
            Share
          </th>
          <th
            scope="col"
            className="pl-3"
            title={`Second half of the window against the first; blank below ${MIN_TREND_BASELINE} in the first half`}
          >
            Trend (2nd half vs 1st)
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const on = r.className === selected;
          return (
            <tr key={r.className} className={`border-t border-line ${on ? 'bg-raised' : ''}`}>
              <th scope="row" className="py-1 text-left font-normal">
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onSelect(on ? undefined : r.className)}
                  className="inline-flex items-center gap-2 text-left hover:underline"
                >
                  <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ background: classColor(r.className) }} />
                  {r.className}
                </button>
              </th>
              <td className="text-right tabular-nums">{formatNumber(r.total)}</td>
              <td className="text-right tabular-nums">{(r.share * 100).toFixed(1)}%</td>
              <td className="pl-3">
                <Trend row={r} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
