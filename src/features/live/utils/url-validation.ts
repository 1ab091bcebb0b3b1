import { DestUrlSchema, SourceUrlSchema } from '@/lib/contract/streams';

/** Field message for a restream URL, or null when it is fine. Same rule as the service. */
export function restreamUrlError(direction: 'from' | 'to', value: string): string | null {
  if (!value.trim()) return direction === 'from' ? 'Enter the source URL.' : 'Enter the destination URL.';
  const r = (direction === 'from' ? SourceUrlSchema : DestUrlSchema).safeParse(value.trim());
  if (r.success) return null;
  return direction === 'from'
    ? 'The source must be an rtmp://, rtmps:// or rtsp:// URL.'
    : 'The destination must be an rtmp:// or rtmps:// URL.';
}
