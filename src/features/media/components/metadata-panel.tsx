import type { MediaItem } from '@/lib/contract/media';
import { formatAdditionalProperties, formatMetadata } from '../utils/metadata-format';

/** What the file knows, by section; a section with nothing in it is left out. */
export function MetadataPanel({ item, thermalRead }: { item: MediaItem; thermalRead?: 'flir' | 'relative' }) {
  const sections = formatMetadata(item, { thermalRead });
  const extra = formatAdditionalProperties(item.metadata?.additionalProperties);
  return (
    <section aria-label="Metadata" className="flex flex-col gap-3 text-sm">
      {sections.length === 0 && !extra && <p className="text-muted">This file carries no camera, position or flight metadata.</p>}
      {sections.map((s) => (
        <div key={s.title}>
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{s.title}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {s.rows.map((r) => (
              <div key={r.label} className="contents">
                <dt className="text-muted">{r.label}</dt>
                <dd className="tabular-nums">{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {extra && (
        <details>
          <summary className="cursor-pointer text-xs font-semibold uppercase tracking-wide text-muted">Additional properties</summary>
          <pre className="mt-1 overflow-auto rounded bg-canvas p-2 text-xs">{extra}</pre>
        </details>
      )}
    </section>
  );
}
