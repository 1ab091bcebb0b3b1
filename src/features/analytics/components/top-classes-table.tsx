import { memo } from 'react';
import type { ClassRow } from '../utils/aggregate';
import { classColor } from '../utils/class-colors';
import { formatNumber } from '@/lib/format/format';

interface Props {
  rows: readonly ClassRow[];
  selected?: string;
  onSelect: (className: string | undefined) => void;
}

function Trend({ trend }: { trend: number | null }) {
  if (trend === null) return <span className="text-muted">new</span>;
  const pct = Math.round(trend * 100);
  if (Math.abs(pct) < 5) return <span className="text-muted">→ steady ({pct}%)</span>;
  return pct > 0 ? <span className="text-warn">↑ up {pct}%</span> : <span className="text-ok">↓ down {-pct}%</span>;
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
          <th scope="col" className="pl-3">
            Trend
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
                <Trend trend={r.trend} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
