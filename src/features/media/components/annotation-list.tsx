import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { categoryCounts, type AnnotationShape } from '../utils/annotation-shapes';

interface Props {
  all: readonly AnnotationShape[];
  shown: readonly AnnotationShape[];
  hidden: ReadonlySet<string>;
  onToggleCategory: (category: string, visible: boolean) => void;
  hovered: string | null;
  onHover: (key: string | null) => void;
}

const ROW = 28;

const flags = (s: AnnotationShape) => [s.isAI && 'AI', s.isAccepted && 'accepted', s.isModified && 'modified'].filter(Boolean).join(' · ');

/** Category filter and the shapes beside the image; the row of the shape under the cursor is highlighted. */
export function AnnotationList({ all, shown, hidden, onToggleCategory, hovered, onHover }: Props) {
  // Virtualised: an image can carry thousands of shapes, and building a row for each made opening it
  // (and every hover, which re-renders the list) cost more than drawing the shapes.
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    // One line a row (the comment truncated with the rest): fixed heights, so opening an image with
    // thousands of shapes measures no rows.
    estimateSize: () => ROW,
    overscan: 6,
    initialRect: { width: 352, height: 320 },
  });
  const hoveredIndex = hovered ? shown.findIndex((s) => s.key === hovered) : -1;
  useEffect(() => {
    if (hoveredIndex >= 0) rows.scrollToIndex(hoveredIndex, { align: 'auto' });
  }, [rows, hoveredIndex]);
  if (all.length === 0) return <p className="text-sm text-muted">No AI annotations on this file.</p>;
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">Categories</legend>
        {categoryCounts(all).map(({ category, count }) => (
          <label key={category} className="flex items-center gap-1">
            <input type="checkbox" checked={!hidden.has(category)} onChange={(e) => onToggleCategory(category, e.target.checked)} />
            {category} ({count})
          </label>
        ))}
      </fieldset>
      <div ref={scroller} className="max-h-80 shrink-0 overflow-auto">
        <ul aria-label="Annotations" className="relative text-sm" style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((row) => {
            const s = shown[row.index]!;
            return (
              <li
                key={s.key}
                data-key={s.key}
                aria-current={s.key === hovered ? 'true' : undefined}
                onPointerEnter={() => onHover(s.key)}
                onPointerLeave={() => onHover(null)}
                style={{ height: ROW, transform: `translateY(${row.start}px)` }}
                className={`absolute inset-x-0 top-0 flex items-center gap-2 rounded px-1.5 ${s.key === hovered ? 'bg-raised ring-1 ring-accent' : ''}`}
              >
                <span aria-hidden className="h-3 w-3 shrink-0 rounded-sm" style={{ background: s.colour }} />
                <span className="flex-1 truncate" title={s.comment}>
                  {s.category}
                  <span className="text-xs text-muted">
                    {' '}
                    · {s.shapeType.toLowerCase()}
                    {s.severity !== undefined && ` · severity ${s.severity}`}
                    {flags(s) && ` · ${flags(s)}`}
                    {s.comment && ` · ${s.comment}`}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
