import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { describeError } from '@/lib/api/api-error';
import type { FlightTrack } from '@/lib/resources/flight-track';
import { openLogFileInWorker, type LogReadProgress } from '@/lib/resources/flight-track-load';
import { uploadFlightLog, type FlightUploadReply } from '@/lib/resources/flight-log-upload';
import { formatDateTime, formatDistance, formatDuration } from '../utils/flight-format';
import { takeLocalFile } from '../utils/local-file-handoff';
import { FlightReplay } from './flight-replay';
import { hasTrack, NoTrack } from './no-track';
import { TrackExportButtons } from './track-export-buttons';

type State =
  | { at: 'idle' }
  | { at: 'reading'; file: File; progress: LogReadProgress | null }
  | { at: 'shown'; file: File; track: FlightTrack }
  | { at: 'failed'; file: File; message: string };

type Adding = { at: 'no' } | { at: 'sending' } | { at: 'added'; reply: FlightUploadReply } | { at: 'failed'; message: string };

function Progress({ p, name }: { p: LogReadProgress | null; name: string }) {
  const pct = p && p.total > 0 ? Math.round((p.done / p.total) * 100) : 0;
  const what = !p || p.phase === 'load' ? 'Reading the file from this computer' : 'Reading the log';
  return (
    <div className="flex items-center gap-2 text-sm" role="status">
      <span>
        {what}: {name}
      </span>
      <progress aria-label={`${what}: ${name}`} max={100} value={pct} className="h-2 w-48" />
      <span className="tabular-nums text-muted">{pct}%</span>
    </div>
  );
}

/**
 * A flight log opened from this computer: read in a worker, drawn with the same map, chart, replay
 * and story as a logbook flight, and nothing sent anywhere until "Add to logbook".
 */
export function LocalFlightPage() {
  const [state, setState] = useState<State>({ at: 'idle' });
  const [adding, setAdding] = useState<Adding>({ at: 'no' });
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const open = useCallback((file: File) => {
    abort.current?.abort();
    const a = new AbortController();
    abort.current = a;
    setAdding({ at: 'no' });
    setState({ at: 'reading', file, progress: null });
    openLogFileInWorker(file, (progress) => setState((s) => (s.at === 'reading' && s.file === file ? { ...s, progress } : s)), a.signal)
      .then((track) => setState({ at: 'shown', file, track }))
      .catch((err: unknown) => {
        if (a.signal.aborted) return;
        setState({ at: 'failed', file, message: describeError(err) });
      });
  }, []);

  useEffect(() => {
    const handed = takeLocalFile();
    if (handed) open(handed);
    return () => abort.current?.abort();
  }, [open]);

  const cancel = () => {
    abort.current?.abort();
    setState({ at: 'idle' });
  };
  const add = (file: File) => {
    setAdding({ at: 'sending' });
    uploadFlightLog(file)
      .then((reply) => setAdding({ at: 'added', reply }))
      .catch((err: unknown) => setAdding({ at: 'failed', message: describeError(err) }));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const file = e.dataTransfer.files[0];
    if (file) open(file);
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-2 p-4" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/flights" className="text-sm text-accent hover:underline">
          ← Logbook
        </Link>
        <h1 className="truncate text-xl font-semibold">{state.at === 'idle' ? 'Open a flight log' : state.file.name}</h1>
        <Button size="sm" onClick={() => input.current?.click()}>
          Open a file…
        </Button>
        <input
          ref={input}
          type="file"
          aria-label="Flight log to open"
          className="hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) open(file);
            e.target.value = '';
          }}
        />
        {state.at === 'shown' && (
          <>
            {adding.at === 'added' ? (
              <Link to="/flights/$flightId" params={{ flightId: adding.reply.item.id }} className="text-sm text-accent hover:underline">
                Added: open it in the logbook
              </Link>
            ) : (
              <Button size="sm" variant="primary" disabled={adding.at === 'sending'} onClick={() => add(state.file)}>
                {adding.at === 'sending' ? 'Adding…' : 'Add to logbook'}
              </Button>
            )}
            {adding.at === 'failed' && (
              <span role="alert" className="text-sm text-danger">
                Not added: {adding.message}
              </span>
            )}
          </>
        )}
      </div>
      <p className="text-xs text-muted">Read on this computer: the file is not sent anywhere unless you add it to the logbook.</p>
      {state.at === 'idle' && (
        <div className="flex flex-1 items-center justify-center rounded border border-dashed border-line p-8 text-sm text-muted">
          Drop a flight log here (PX4 .ulg, MAVLink .tlog, ArduPilot .bin, DJI .SRT, AirData/Litchi .csv, GPX, KML/KMZ), or choose Open a
          file….
        </div>
      )}
      {state.at === 'reading' && (
        <div className="flex items-center gap-3">
          <Progress p={state.progress} name={state.file.name} />
          <Button size="sm" onClick={cancel}>
            Cancel
          </Button>
        </div>
      )}
      {state.at === 'failed' && <ErrorPanel title={`Could not open ${state.file.name}`} message={state.message} />}
      {state.at === 'shown' && <Shown track={state.track} name={state.file.name} />}
    </div>
  );
}

function Shown({ track, name }: { track: FlightTrack; name: string }) {
  const s = track.story?.summary;
  const facts: Array<[string, string]> = [
    ['Start', s?.startMs == null ? '—' : formatDateTime(s.startMs)],
    ['Duration', formatDuration(s?.durationS)],
    ['Distance', formatDistance(s?.distanceM)],
    ['Vehicle', track.story?.vehicle.name ?? '—'],
  ];
  return (
    <>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {!hasTrack(track) ? (
        <NoTrack track={track} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <TrackExportButtons track={track} name={name} />
          </div>
          <FlightReplay track={track} startAt={[track.lng[0] as number, track.lat[0] as number]} />
        </>
      )}
    </>
  );
}
