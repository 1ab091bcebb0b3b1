import type { FlightHistoryEntry } from '@/lib/contract/tasks';
import { getRuntimeConfig } from '@/lib/api/runtime-config';

const when = (ms: number | undefined) => (ms === undefined ? '—' : new Date(ms).toLocaleString());

/** The task's flights; each links to its log file on the flight CDN. (Drawing the tracks is not done yet.) */
export function FlightHistory({ entries }: { entries: unknown }) {
  const list = (Array.isArray(entries) ? entries : []) as FlightHistoryEntry[];
  return (
    <section aria-label="Flight history" className="flex flex-col gap-1">
      <h2 className="font-semibold">Flight history</h2>
      {list.length === 0 ? (
        <p className="text-sm text-muted">No flights yet.</p>
      ) : (
        <ul className="text-sm">
          {list.map((f, i) => (
            <li key={i}>
              {when(f.flightStart)} → {when(f.flightEnd)}
              {f.distance !== undefined && ` · ${(f.distance / 1000).toFixed(2)} km`}
              {f.storagePath && (
                <>
                  {' · '}
                  <a
                    className="text-accent hover:underline"
                    href={`${getRuntimeConfig().flightCdnUrl}/${f.storagePath.replace(/^\//, '')}`}
                  >
                    flight log
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
