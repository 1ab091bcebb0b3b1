import { useRef } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import { useThumbnail } from '../hooks/use-thumbnail';
import { MediaTypeIcon } from './media-type-icon';
import { imageAlt } from '../utils/media-labels';

/** A lazily loaded thumbnail, or the type's icon when the item has none (folders, reports). */
export function MediaThumbnail({ item, className = '' }: { item: MediaItem; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { url, failed } = useThumbnail(item.thumbnailPath, ref);
  return (
    <div ref={ref} className={`flex items-center justify-center overflow-hidden bg-canvas ${className}`}>
      {url ? (
        <img src={url} alt={`Thumbnail of ${imageAlt(item)}`} decoding="async" className="h-full w-full object-cover" draggable={false} />
      ) : (
        <MediaTypeIcon type={item.type} className={`h-3/5 max-h-10 w-3/5 max-w-10 ${failed ? 'opacity-40' : 'text-muted'}`} />
      )}
    </div>
  );
}
