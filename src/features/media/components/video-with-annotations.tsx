import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { parseAnnotations, type MediaItem } from '@/lib/contract/media';
import { displayName } from '../utils/media-labels';
import { annotationShapes, categoryCounts } from '../utils/annotation-shapes';
import { additionalOf } from '../utils/metadata-format';
import { AnnotationOverlay } from './annotation-overlay';
import { MetadataPanel } from './metadata-panel';

/**
 * A recording with the model's boxes of the frame on screen: opened at `frame` (an analytics
 * detection's frame number → frame ÷ fps seconds, seeked), the boxes of that frame drawn and labelled,
 * filterable by model and class; [ and ] step to the previous / next frame with the chosen class.
 */
export function VideoWithAnnotations({ item, src, frame }: { item: MediaItem; src: string; frame: number | undefined }) {
  const video = useRef<HTMLVideoElement>(null);
  const fps = additionalOf(item.metadata).fps;
  const rate = typeof fps === 'number' && fps > 0 ? fps : undefined;
  const all = useMemo(
    () => annotationShapes(parseAnnotations(item.annotations)).filter((s) => s.frameNumber !== undefined),
    [item.annotations],
  );
  const models = useMemo(() => [...new Set(all.map((s) => s.addonId))].sort(), [all]);
  const [hiddenModels, setHiddenModels] = useState<ReadonlySet<string>>(new Set());
  const [category, setCategory] = useState<string>('');
  const [showLabels, setShowLabels] = useState(true);
  const [current, setCurrent] = useState<number | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const size = { w: item.metadata?.width ?? 0, h: item.metadata?.height ?? 0 };

  // Seek once the metadata is in: the frame's start, plus a hair so the decoder lands inside it.
  useEffect(() => {
    const el = video.current;
    if (!el || frame === undefined || !rate) return;
    const seek = () => {
      el.currentTime = frame / rate + 0.001;
    };
    if (el.readyState >= 1) seek();
    else el.addEventListener('loadedmetadata', seek, { once: true });
    return () => el.removeEventListener('loadedmetadata', seek);
  }, [frame, rate, src]);

  useEffect(() => {
    const el = video.current;
    if (!el || !rate) return;
    let handle = 0;
    const update = () => setCurrent(Math.floor(el.currentTime * rate + 1e-6));
    // requestVideoFrameCallback follows the frames shown while playing; timeupdate/seeked cover paused seeks.
    const onFrame = () => {
      update();
      handle = el.requestVideoFrameCallback(onFrame);
    };
    if ('requestVideoFrameCallback' in el) handle = el.requestVideoFrameCallback(onFrame);
    el.addEventListener('seeked', update);
    el.addEventListener('timeupdate', update);
    return () => {
      if ('cancelVideoFrameCallback' in el) el.cancelVideoFrameCallback(handle);
      el.removeEventListener('seeked', update);
      el.removeEventListener('timeupdate', update);
    };
  }, [rate, src]);

  const eligible = useMemo(
    () => all.filter((s) => !hiddenModels.has(s.addonId) && (!category || s.category === category)),
    [all, hiddenModels, category],
  );
  const shown = current === null ? [] : eligible.filter((s) => s.frameNumber === current);
  const frames = useMemo(() => [...new Set(eligible.map((s) => s.frameNumber as number))].sort((a, b) => a - b), [eligible]);
  const goTo = (f: number | undefined) => {
    const el = video.current;
    if (f === undefined || !el || !rate) return;
    el.pause();
    el.currentTime = f / rate + 0.001;
  };
  const prev = current === null ? undefined : [...frames].reverse().find((f) => f < current);
  const next = current === null ? frames[0] : frames.find((f) => f > current);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return;
      if (e.key === '[') goTo(prev);
      else if (e.key === ']') goTo(next);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className="@container flex min-h-0 flex-1 flex-col overflow-y-auto">
      <div className="grid grid-rows-[minmax(24rem,70vh)_auto] gap-4 @4xl:min-h-0 @4xl:flex-1 @4xl:grid-cols-[minmax(0,1fr)_18rem] @4xl:grid-rows-1 @min-[84rem]:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-h-0 flex-col gap-2">
          <div className="flex min-h-0 flex-1 items-center justify-center rounded bg-black">
            {/* The box takes the video's aspect, so the boxes (in video pixels) sit where the model saw them. */}
            <div
              className="relative max-h-full max-w-full"
              style={size.w && size.h ? { aspectRatio: `${size.w} / ${size.h}`, width: '100%' } : undefined}
            >
              <video
                ref={video}
                src={src}
                controls
                preload="metadata"
                className="block h-full w-full"
                aria-label={`Video ${displayName(item)}`}
              />
              {size.w > 0 && shown.length > 0 && (
                <div className="pointer-events-none absolute inset-0">
                  <AnnotationOverlay
                    shapes={shown}
                    width={size.w}
                    height={size.h}
                    hovered={hovered}
                    onHover={setHovered}
                    showLabels={showLabels}
                  />
                </div>
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Button size="sm" aria-keyshortcuts="[" disabled={prev === undefined} onClick={() => goTo(prev)}>
              ‹ Previous detection
            </Button>
            <Button size="sm" aria-keyshortcuts="]" disabled={next === undefined} onClick={() => goTo(next)}>
              Next detection ›
            </Button>
            <span aria-live="polite" className="tabular-nums text-muted" data-testid="video-frame">
              {rate
                ? current === null
                  ? ''
                  : `Frame ${current} at ${rate} fps · ${shown.length ? `${shown.length} boxes` : 'no boxes on this frame'}`
                : 'The file does not state its frame rate, so frames cannot be found in it.'}
            </span>
          </div>
        </div>
        <div className="flex min-h-0 flex-col gap-4 overflow-auto [&>*]:shrink-0">
          {all.length > 0 && (
            <section aria-label="AI annotations" className="flex flex-col gap-2 text-sm">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">
                AI annotations ({all.length} boxes in this recording)
              </h3>
              <label className="flex items-center gap-1">
                <input type="checkbox" checked={showLabels} onChange={(e) => setShowLabels(e.target.checked)} />
                Show labels and confidence on the picture
              </label>
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">Models</legend>
                {models.map((m) => (
                  <label key={m} className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      checked={!hiddenModels.has(m)}
                      onChange={(e) =>
                        setHiddenModels((h) => {
                          const n = new Set(h);
                          if (e.target.checked) n.delete(m);
                          else n.add(m);
                          return n;
                        })
                      }
                    />
                    {m}
                  </label>
                ))}
              </fieldset>
              <label className="flex flex-col gap-0.5 text-xs text-muted">
                Step through frames with
                <select
                  className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
                  value={category}
                  onChange={(e) => setCategory(e.target.value)}
                >
                  <option value="">any class</option>
                  {categoryCounts(all).map(({ category: c, count }) => (
                    <option key={c} value={c}>
                      {c} ({count})
                    </option>
                  ))}
                </select>
              </label>
            </section>
          )}
          <MetadataPanel item={item} />
        </div>
      </div>
    </div>
  );
}
