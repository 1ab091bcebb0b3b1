import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { ExportFormat } from '@/lib/mission-files/export-mission';
import type { ImportResult } from '@/lib/mission-files/import-error';
import { describeError } from '@/lib/api/api-error';
import { saveFile } from '@/lib/save-file';

// The importers and exporters carry the EGM96 geoid grid (megabytes of JS): they are loaded on
// first use (or when the browser is idle), so opening a mission does not wait for them.
const loadImporter = () => import('@/lib/mission-files/import-mission-file');
const loadExporter = () => import('@/lib/mission-files/export-mission');
type ExporterModule = Awaited<ReturnType<typeof loadExporter>>;

/** Same list as the library's IMPORT_ACCEPT, kept here so the picker renders without loading it. */
const IMPORT_ACCEPT = '.kmz,.kml,.wpml,.csv,.plan,.mission,.waypoints,.txt,.geojson,.json';

/** Reads and imports one file; all-or-nothing: any error leaves the mission untouched. */
export async function readMissionFile(file: File): Promise<ImportResult> {
  const [bytes, { importMissionFile }] = await Promise.all([file.arrayBuffer().then((b) => new Uint8Array(b)), loadImporter()]);
  return importMissionFile(file.name, bytes);
}

export function ImportButton({ onFile }: { onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="sm" onClick={() => input.current?.click()}>
        Import…
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-label="Import mission file"
        className="hidden"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) onFile(f);
        }}
      />
    </>
  );
}

/** Export menu: before downloading, says what the chosen format cannot hold. */
export function ExportMenu({ mission }: { mission: EditableMission }) {
  const [pending, setPending] = useState<{ format: ExportFormat; losses: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mod, setMod] = useState<ExporterModule | null>(null);
  const load = () => {
    if (!mod) loadExporter().then(setMod, () => setError('Could not load the exporters'));
  };
  useEffect(() => {
    // Warm the import/export code once the editor has settled.
    const t = setTimeout(() => {
      void loadImporter();
      loadExporter().then(setMod, () => undefined);
    }, 3000);
    return () => clearTimeout(t);
  }, []);
  const run = (format: ExportFormat) => {
    if (!mod) return;
    try {
      const f = mod.exportMission(mission, format);
      saveFile(f.bytes as BlobPart, f.fileName, f.mimeType);
      setError(null);
    } catch (e) {
      setError(describeError(e, `Export failed: this mission could not be written as ${format}.`));
    }
  };
  return (
    <>
      <label className="flex items-center gap-1 text-xs">
        <span className="sr-only">Export as</span>
        <select
          aria-label="Export as"
          className="rounded border border-line bg-surface px-2 py-1 text-xs"
          value=""
          disabled={mission.route.length === 0}
          onFocus={load}
          onPointerEnter={load}
          onChange={(e) => {
            const format = e.target.value as ExportFormat;
            if (!format || !mod) return;
            const losses = mod.exportLosses(mission, format);
            if (losses.length > 0) setPending({ format, losses });
            else run(format);
          }}
        >
          <option value="">{mod ? 'Export…' : 'Export (loading)…'}</option>
          {mod?.EXPORT_FORMATS.map((f) => (
            <option key={f.format} value={f.format}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={`Export as ${mod?.EXPORT_FORMATS.find((f) => f.format === pending?.format)?.label ?? ''}`}
        message={
          <>
            <span>This format cannot hold:</span>
            <ul className="list-disc pl-5">
              {pending?.losses.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </>
        }
        confirmLabel="Export anyway"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) run(pending.format);
          setPending(null);
        }}
      />
    </>
  );
}
