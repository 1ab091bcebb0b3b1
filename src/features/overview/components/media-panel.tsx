import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FOLDER_MIME } from '@/lib/contract/media';
import { recentMediaQueryOptions } from '@/lib/resources/media';
import { floorTo } from '../utils/overview-figures';
import { Figure, OverviewPanel, QueryBody } from './overview-panel';

const WEEK = 7 * 86_400_000;

/**
 * Recent media: files added to the drive in the last 7 days, newest first. Its own module
 * (lazy-loaded by the page) because the media resource pulls urql in.
 */
export function MediaPanel({ connected, now }: { connected: boolean; now: number }) {
  const media = useQuery({
    ...recentMediaQueryOptions(floorTo(now, 3_600_000) - WEEK),
    enabled: connected,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  return (
    <OverviewPanel title="Recent media" to="/media" linkLabel="Media" area="media" connected={connected}>
      <QueryBody query={media} what="media">
        {(page) => {
          const files = page.items.filter((i) => i.mimeType !== FOLDER_MIME && i.type !== 'F');
          const more = page.nextToken ? '+' : '';
          return (
            <div className="flex flex-col gap-2">
              <Figure label="Files in 7 days" value={`${files.length}${more}`} hint="files added in 7 days" />
              <ul aria-label="Newest files" className="flex flex-col text-xs">
                {files.slice(0, 4).map((f) => (
                  <li key={f.id} className="truncate">
                    {f.name}
                  </li>
                ))}
              </ul>
            </div>
          );
        }}
      </QueryBody>
    </OverviewPanel>
  );
}
