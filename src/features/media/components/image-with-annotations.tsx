import { useMemo, useState } from 'react';
import { parseAnnotations, type MediaItem } from '@/lib/contract/media';
import { annotationShapes } from '../utils/annotation-shapes';
import { AnnotationList } from './annotation-list';
import { AnnotationOverlay } from './annotation-overlay';
import { ImageViewer } from './image-viewer';
import { MetadataPanel } from './metadata-panel';
import { ThermalProbe, ThermalSummary } from './thermal-readout';
import { useThermalImage } from '../hooks/use-thermal-image';
import { Spinner } from '@/components/ui/spinner';

/** The image with its AI shapes drawn over it, the category filter and list, the thermal readout and the metadata beside it. */
export function ImageWithAnnotations({ item }: { item: MediaItem }) {
  const { thermal, src } = useThermalImage(item);
  const all = useMemo(() => annotationShapes(parseAnnotations(item.annotations)), [item.annotations]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [hovered, setHovered] = useState<string | null>(null);
  const m = item.metadata;
  const w = m?.width ?? m?.exifimagewidth;
  const h = m?.height ?? m?.exifimageheight;
  const known = w && h ? { w, h } : undefined;
  const [size, setSize] = useState<{ w: number; h: number } | null>(known ?? null);
  const shown = useMemo(() => all.filter((s) => !hidden.has(s.category)), [all, hidden]);
  return (
    <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {src === undefined ? (
        <Spinner label="Loading the image" />
      ) : (
        <ImageViewer src={src} alt={item.name ?? ''} knownSize={known} onSize={(nw, nh) => setSize({ w: nw, h: nh })}>
          {size && shown.length > 0 && (
            <AnnotationOverlay shapes={shown} width={size.w} height={size.h} hovered={hovered} onHover={setHovered} />
          )}
          {thermal.kind === 'flir' && <ThermalProbe state={thermal} />}
        </ImageViewer>
      )}
      <div className="flex min-h-0 flex-col gap-4 overflow-auto">
        {all.length > 0 && (
          <section aria-label="AI annotations" className="flex min-h-0 flex-col gap-2">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">
              AI annotations ({shown.length} of {all.length} shown)
            </h3>
            <AnnotationList
              all={all}
              shown={shown}
              hidden={hidden}
              hovered={hovered}
              onHover={setHovered}
              onToggleCategory={(c, visible) =>
                setHidden((h) => {
                  const next = new Set(h);
                  if (visible) next.delete(c);
                  else next.add(c);
                  return next;
                })
              }
            />
          </section>
        )}
        <ThermalSummary state={thermal} />
        <MetadataPanel item={item} flirReadable={thermal.kind === 'flir'} />
      </div>
    </div>
  );
}
