import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { devicesQueryOptions } from '@/lib/resources/devices';
import { analyticsWindowCountQueryOptions } from '@/lib/resources/analytics';
import { floorTo } from '../utils/overview-figures';
import { Figure, OverviewPanel, QueryBody } from './overview-panel';
import { plural } from '@/lib/format/plural';

const DAY = 86_400_000;
const STEP = 60_000;

/** Detection records of the last 24 hours, per device of the API key (counted in two requests per device). */
export function DetectionsPanel({ connected, now }: { connected: boolean; now: number }) {
  const to = floorTo(now, STEP);
  const counts = useQuery({
    ...analyticsWindowCountQueryOptions(to - DAY, to),
    enabled: connected,
    placeholderData: keepPreviousData,
  });
  // Names as the fleet knows them; the id stays in the tooltip (the devices list may be another area's).
  const devices = useQuery({ ...devicesQueryOptions(), retry: false });
  const name = (id: string) => devices.data?.find((d) => d.id === id)?.name ?? id;
  return (
    <OverviewPanel title="Detections, last 24 h" to="/analytics" linkLabel="Analytics" area="analytics" connected={connected}>
      <QueryBody query={counts} what="detections">
        {(c) => (
          <div className="flex flex-col gap-2">
            <Figure
              label="Detection records in 24 h"
              value={c.total.toLocaleString()}
              hint={`detection records on ${plural(c.byDevice.length, 'device')}`}
            />
            <ul aria-label="Detections by device" className="flex flex-col text-xs">
              {[...c.byDevice]
                .sort((a, b) => b.records - a.records)
                .slice(0, 4)
                .map((d) => (
                  <li key={d.deviceId} className="flex justify-between gap-2">
                    <Link
                      to="/analytics"
                      search={{ device: d.deviceId, range: '24h' }}
                      className="truncate hover:underline"
                      title={d.deviceId}
                    >
                      {name(d.deviceId)}
                    </Link>
                    <span className="tabular-nums">{d.records.toLocaleString()}</span>
                  </li>
                ))}
            </ul>
          </div>
        )}
      </QueryBody>
    </OverviewPanel>
  );
}
