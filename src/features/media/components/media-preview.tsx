import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buttonClass, Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import type { MediaItem } from '@/lib/contract/media';
import { mediaItemQueryOptions } from '@/lib/resources/media';
import { cdnUrl } from '../hooks/use-thumbnail';
import { displayName, typeLabel } from '../utils/media-labels';
import { ImageWithAnnotations } from './image-with-annotations';
import { MetadataPanel } from './metadata-panel';
import { VideoWithAnnotations } from './video-with-annotations';

interface PreviewProps {
  id: string;
  /** The folder's loaded files, for the arrow keys. */
  siblings: readonly MediaItem[];
  onStep: (id: string) => void;
  onClose: () => void;
  /** A video's frame to open at (from an analytics detection). */
  frame?: number;
}

const editing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName));

/** One file: image with annotations, video with seek, PDF, or a model's metadata; ← → step through the folder. */
export function MediaPreview({ id, siblings, onStep, onClose, frame }: PreviewProps) {
  const q = useQuery(mediaItemQueryOptions(id));
  const at = siblings.findIndex((s) => s.id === id);
  const prev = at > 0 ? siblings[at - 1] : undefined;
  const next = at >= 0 ? siblings[at + 1] : undefined;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (editing(e.target) || e.defaultPrevented) return;
      if (e.key === 'ArrowLeft' && prev) onStep(prev.id);
      else if (e.key === 'ArrowRight' && next) onStep(next.id);
      else if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [prev, next, onStep, onClose]);

  const item = q.data;
  return (
    <section aria-label={item ? `Preview of ${displayName(item)}` : 'Preview'} className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={onClose}>
          ← Back to folder
        </Button>
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold">{item ? displayName(item) : ''}</h2>
        <Button size="sm" aria-label="Previous file" disabled={!prev} onClick={() => prev && onStep(prev.id)}>
          ‹
        </Button>
        <Button size="sm" aria-label="Next file" disabled={!next} onClick={() => next && onStep(next.id)}>
          ›
        </Button>
        {item?.storagePath && cdnUrl(item.storagePath) && (
          <a className={buttonClass('secondary', 'sm')} href={cdnUrl(item.storagePath)} download={item.name ?? undefined}>
            Download
          </a>
        )}
      </div>
      {q.isPending && <Spinner label="Loading the file" />}
      {q.isError && <ErrorPanel title="Could not load this file" message={describeError(q.error)} onRetry={() => void q.refetch()} />}
      {q.isSuccess && !item && <ErrorPanel title="This file is gone" message="It was deleted or moved out of your team’s drive." />}
      {item && <PreviewBody key={item.id} item={item} frame={frame} />}
    </section>
  );
}

function PreviewBody({ item, frame }: { item: MediaItem; frame: number | undefined }) {
  const src = item.storagePath ? cdnUrl(item.storagePath) : undefined;
  if (src && item.type === 'I') return <ImageWithAnnotations item={item} />;
  if (src && item.type === 'V') return <VideoWithAnnotations item={item} src={src} frame={frame} />;
  const side = <MetadataPanel item={item} />;
  return (
    <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-h-0 items-center justify-center rounded bg-canvas">
        {!src ? (
          <p className="text-sm text-muted">This item has no file to show.</p>
        ) : item.type === 'V' ? (
          // The CDN answers byte ranges, so seeking fetches only what is shown.
          <video src={src} controls preload="metadata" className="max-h-full max-w-full" aria-label={`Video ${displayName(item)}`} />
        ) : item.mimeType === 'application/pdf' ? (
          <object data={src} type="application/pdf" className="h-full min-h-[60vh] w-full" aria-label={`Report ${displayName(item)}`}>
            <p className="p-4 text-sm">This browser cannot show PDFs here: use Download.</p>
          </object>
        ) : (
          <p className="p-4 text-sm text-muted">
            No preview for a {typeLabel(item.type)} ({item.mimeType ?? 'unknown type'}): its metadata is beside, and Download gets the file.
          </p>
        )}
      </div>
      <div className="min-h-0 overflow-auto">{side}</div>
    </div>
  );
}
