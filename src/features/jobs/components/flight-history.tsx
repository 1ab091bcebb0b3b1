import { Link } from '@tanstack/react-router';
import type { FlightHistoryEntry } from '@/lib/contract/tasks';
import { flightFileUrl } from '@/lib/resources/flights';
import type { TrackState } from '../hooks/use-history-tracks';
import { formatDateTime } from '@/lib/format/format';

const when = formatDateTime;

function trackNote(s: TrackState | undefined): string {
  if (!s || s.state === 'none') return 'no track file';
  if (s.state === 'loading') return 'loading the track…';
  if (s.state === 'failed') return `track not drawn: ${s.reason}`;
  return 'track on the map';
}

/**
 * The task's flights: when, how far, its page when the service names the log (`flightId`, an
 * extension of the reference service), its log file on the flight CDN, and whether its track is
 * drawn on the map. Against a service without the extension the entry links to the file only.
 */
export function FlightHistory({ entries, tracks }: { entries: readonly FlightHistoryEntry[]; tracks: readonly TrackState[] }) {
  return (
    <section aria-label="Flight history" className="flex flex-col gap-1">
      <h2 className="font-semibold">Flight history</h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">No flights yet.</p>
      ) : (
        <ul className="text-sm">
          {entries.map((f, i) => (
            <li key={i}>
              {when(f.flightStart)} → {when(f.flightEnd)}
              {f.distance !== undefined && ` · ${(f.distance / 1000).toFixed(2)} km`}
              {f.flightId && (
                <>
                  {' · '}
                  <Link className="text-accent hover:underline" to="/flights/$flightId" params={{ flightId: f.flightId }}>
                    open flight
                  </Link>
                </>
              )}
              {f.storagePath && <LogFileLink storagePath={f.storagePath} linked={Boolean(f.flightId)} />}
              <span className={`text-xs ${tracks[i]?.state === 'failed' ? 'text-warn' : 'text-muted'}`}> · {trackNote(tracks[i])}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The log file's CDN link; a path that would leave the CDN (any member writes a task's history) is named, not linked. */
function LogFileLink({ storagePath, linked }: { storagePath: string; linked: boolean }) {
  const href = flightFileUrl(storagePath);
  return (
    <>
      {' · '}
      {href ? (
        <a className="text-accent hover:underline" href={href}>
          {linked ? 'log file' : 'flight log'}
        </a>
      ) : (
        <span className="text-warn">log file path refused (it leaves the flight CDN)</span>
      )}
    </>
  );
}
