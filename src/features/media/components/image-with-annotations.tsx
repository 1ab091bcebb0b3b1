import { useMemo, useState } from 'react';
import { parseAnnotations, type MediaItem } from '@/lib/contract/media';
import { annotationShapes } from '../utils/annotation-shapes';
import { AnnotationList } from './annotation-list';
import { AnnotationOverlay } from './annotation-overlay';
import { ImageViewer } from './image-viewer';
import { MetadataPanel } from './metadata-panel';
import { ThermalProbe, ThermalSummary, useThermalTools } from './thermal-readout';
import { isReadable, useThermalImage } from '../hooks/use-thermal-image';
import { imageAlt } from '../utils/media-labels';
import { Spinner } from '@/components/ui/spinner';

/** The image with its AI shapes drawn over it, the category filter and list, the thermal readout and the metadata beside it. */
export function ImageWithAnnotations({ item }: { item: MediaItem }) {
  const { thermal, src } = useThermalImage(item);
  const tools = useThermalTools();
  const all = useMemo(() => annotationShapes(parseAnnotations(item.annotations)), [item.annotations]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [hovered, setHovered] = useState<string | null>(null);
  const [showLabels, setShowLabels] = useState(true);
  const m = item.metadata;
  const w = m?.width ?? m?.exifimagewidth;
  const h = m?.height ?? m?.exifimageheight;
  const known = w && h ? { w, h } : undefined;
  const [size, setSize] = useState<{ w: number; h: number } | null>(known ?? null);
  const shown = useMemo(() => all.filter((s) => !hidden.has(s.category)), [all, hidden]);
  return (
    // A container query, not the window's width: with the map open the preview has half the room,
    // and below 56rem the side column goes under the picture (the preview scrolls) rather than squeeze it to a strip.
    <div className="@container flex min-h-0 flex-1 flex-col overflow-y-auto">
      <div
        data-testid="image-preview-layout"
        className="grid grid-rows-[minmax(24rem,70vh)_auto] gap-4 @4xl:min-h-0 @4xl:flex-1 @4xl:grid-cols-[minmax(0,1fr)_18rem] @4xl:grid-rows-1 @min-[84rem]:grid-cols-[minmax(0,1fr)_22rem]"
      >
        {src === undefined ? (
          <Spinner label="Loading the image" />
        ) : (
          <ImageViewer src={src} alt={imageAlt(item)} knownSize={known} onSize={(nw, nh) => setSize({ w: nw, h: nh })}>
            {size && shown.length > 0 && (
              <AnnotationOverlay
                shapes={shown}
                width={size.w}
                height={size.h}
                hovered={hovered}
                onHover={setHovered}
                showLabels={showLabels}
              />
            )}
            {isReadable(thermal) && <ThermalProbe state={thermal} tools={tools} />}
          </ImageViewer>
        )}
        {/* Every block keeps its height (shrink-0) and the column scrolls: shrinking blocks overlapped at 1280 × 720. */}
        <div data-testid="preview-side" className="flex min-h-0 flex-col gap-4 overflow-auto [&>*]:shrink-0">
          {all.length > 0 && (
            <section aria-label="AI annotations" className="flex flex-col gap-2">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">
                AI annotations ({shown.length} of {all.length} shown)
              </h3>
              <label className="flex items-center gap-1 text-sm">
                <input type="checkbox" checked={showLabels} onChange={(e) => setShowLabels(e.target.checked)} />
                Show labels and confidence on the picture
              </label>
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
          <ThermalSummary state={thermal} tools={tools} fileName={item.name ?? 'thermal'} />
          <MetadataPanel item={item} thermalRead={isReadable(thermal) ? thermal.kind : undefined} />
        </div>
      </div>
    </div>
  );
}
