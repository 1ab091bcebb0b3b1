import { useRef } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import { useThumbnail } from '../hooks/use-thumbnail';
import { typeIcon } from '../utils/media-labels';

/** A lazily loaded thumbnail, or the type's icon when the item has none (folders, reports). */
export function MediaThumbnail({ item, className = '' }: { item: MediaItem; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { url, failed } = useThumbnail(item.thumbnailPath, ref);
  return (
    <div ref={ref} className={`flex items-center justify-center overflow-hidden bg-canvas ${className}`}>
      {url ? (
        <img src={url} alt="" decoding="async" className="h-full w-full object-cover" draggable={false} />
      ) : (
        <span aria-hidden className={`text-2xl ${failed ? 'opacity-40' : 'text-muted'}`}>
          {typeIcon(item.type)}
        </span>
      )}
    </div>
  );
}
