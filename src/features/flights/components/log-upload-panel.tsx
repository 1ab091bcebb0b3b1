import { useRef, useState, type DragEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { formatDuration } from '../utils/flight-format';
import type { LogUpload } from '../hooks/use-log-uploads';

interface Props {
  uploads: LogUpload[];
  onFiles: (files: File[]) => void;
  onClear: () => void;
  onClose: () => void;
}

const LOG_TYPES = '.ulg,.tlog,.bin,.srt,.csv,.gpx,.kml,.kmz,.txt';

function Row({ u }: { u: LogUpload }) {
  if (u.state === 'read') {
    const { item, read } = u.reply;
    return (
      <li className="flex flex-wrap items-center gap-2">
        <span className="text-ok">Read</span>
        <Link to="/flights/$flightId" params={{ flightId: item.id }} className="text-accent hover:underline">
          {u.name}
        </Link>
        <span className="text-muted">
          {read.formatLabel}, {formatDuration(Number(item.flightDuration))}
          {read.modes > 0 ? `, ${read.modes} modes` : ''}
          {read.events > 0 ? `, ${read.events} events` : ''}
        </span>
        {read.stoppedAt && <span className="text-warn">stored what could be read: {read.stoppedAt.reason}</span>}
      </li>
    );
  }
  if (u.state === 'refused')
    return (
      <li className="flex flex-wrap gap-2">
        <span className="text-danger">Refused</span> <span>{u.name}</span> <span className="text-muted">{u.message}</span>
      </li>
    );
  const pct = u.total > 0 ? Math.round((u.sent / u.total) * 100) : 0;
  return (
    <li className="flex items-center gap-2">
      <span className="text-muted">{u.state === 'waiting' ? 'Waiting' : pct < 100 ? 'Sending' : 'Reading'}</span>
      <span>{u.name}</span>
      <progress aria-label={`Upload of ${u.name}`} max={100} value={pct} className="h-2 w-32" />
    </li>
  );
}

/** "Upload logs": files or a folder, several at once, by picker or drop; progress and a summary of what was read and refused. */
export function LogUploadPanel({ uploads, onFiles, onClear, onClose }: Props) {
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const read = uploads.filter((u) => u.state === 'read').length;
  const refused = uploads.filter((u) => u.state === 'refused').length;
  const busy = uploads.length - read - refused;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setOver(false);
    onFiles([...e.dataTransfer.files]);
  };
  return (
    <section
      aria-label="Upload logs"
      className={`flex flex-col gap-2 rounded border p-3 text-sm ${over ? 'border-accent bg-raised' : 'border-line'}`}
      onDragOver={(e) => {
        e.preventDefault();
        e.stopPropagation();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">Upload logs</h2>
        <span className="text-muted">
          Drop logs here, or choose files or a folder: PX4 .ulg, MAVLink .tlog, ArduPilot .bin, DJI .SRT, AirData/Litchi .csv, GPX, KML/KMZ.
        </span>
        <Button size="sm" onClick={() => files.current?.click()}>
          Choose files…
        </Button>
        <Button size="sm" onClick={() => folder.current?.click()}>
          Choose a folder…
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
        <input
          ref={files}
          type="file"
          multiple
          accept={LOG_TYPES}
          aria-label="Log files to upload"
          className="hidden"
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <input
          ref={(el) => {
            folder.current = el;
            // Not in React's attribute list: a folder picker is asked for on the element itself.
            el?.setAttribute('webkitdirectory', '');
          }}
          type="file"
          multiple
          aria-label="Folder of logs to upload"
          className="hidden"
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {uploads.length > 0 && (
        <>
          <p role="status">
            {read} read, {refused} refused{busy > 0 ? `, ${busy} to go` : ''}.
            {busy === 0 && (
              <Button size="sm" variant="ghost" className="ml-2" onClick={onClear}>
                Clear the list
              </Button>
            )}
          </p>
          <ul aria-label="Uploads" className="flex max-h-48 flex-col gap-1 overflow-auto">
            {uploads.map((u) => (
              <Row key={u.key} u={u} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
