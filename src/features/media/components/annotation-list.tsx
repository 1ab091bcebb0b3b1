import { useEffect, useRef } from 'react';
import { categoryCounts, type AnnotationShape } from '../utils/annotation-shapes';

interface Props {
  all: readonly AnnotationShape[];
  shown: readonly AnnotationShape[];
  hidden: ReadonlySet<string>;
  onToggleCategory: (category: string, visible: boolean) => void;
  hovered: string | null;
  onHover: (key: string | null) => void;
}

const flags = (s: AnnotationShape) => [s.isAI && 'AI', s.isAccepted && 'accepted', s.isModified && 'modified'].filter(Boolean).join(' · ');

/** Category filter and the shapes beside the image; the row of the shape under the cursor is highlighted. */
export function AnnotationList({ all, shown, hidden, onToggleCategory, hovered, onHover }: Props) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!hovered) return;
    list.current?.querySelector(`[data-key="${CSS.escape(hovered)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [hovered]);
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
      <ul ref={list} aria-label="Annotations" className="min-h-0 overflow-auto text-sm">
        {shown.slice(0, 500).map((s) => (
          <li
            key={s.key}
            data-key={s.key}
            aria-current={s.key === hovered ? 'true' : undefined}
            onPointerEnter={() => onHover(s.key)}
            onPointerLeave={() => onHover(null)}
            className={`flex items-center gap-2 rounded px-1.5 py-1 ${s.key === hovered ? 'bg-raised ring-1 ring-accent' : ''}`}
          >
            <span aria-hidden className="h-3 w-3 shrink-0 rounded-sm" style={{ background: s.colour }} />
            <span className="flex-1 truncate">
              {s.category}
              <span className="text-xs text-muted">
                {' '}
                · {s.shapeType.toLowerCase()}
                {s.severity !== undefined && ` · severity ${s.severity}`}
                {flags(s) && ` · ${flags(s)}`}
              </span>
              {s.comment && <span className="block text-xs text-muted">{s.comment}</span>}
            </span>
          </li>
        ))}
        {shown.length > 500 && (
          <li className="px-1.5 py-1 text-xs text-muted">…and {shown.length - 500} more (hover a shape to find it)</li>
        )}
      </ul>
    </div>
  );
}
