import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { EditableMission } from '../utils/mission-model';
import { EXPORT_FORMATS, exportLosses, exportMission, type ExportFormat } from '../utils/export-mission';
import { IMPORT_ACCEPT, importMissionFile } from '../utils/import-mission-file';
import type { ImportResult } from '../utils/import-error';

/** Reads and imports one file; all-or-nothing: any error leaves the mission untouched. */
export async function readMissionFile(file: File): Promise<ImportResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
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

function download(fileName: string, bytes: Uint8Array, mimeType: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export menu: before downloading, says what the chosen format cannot hold. */
export function ExportMenu({ mission }: { mission: EditableMission }) {
  const [pending, setPending] = useState<{ format: ExportFormat; losses: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (format: ExportFormat) => {
    try {
      const f = exportMission(mission, format);
      download(f.fileName, f.bytes, f.mimeType);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Export failed');
    }
  };
  return (
    <>
      <label className="flex items-center gap-1 text-xs">
        <span className="sr-only">Export as</span>
        <select
          aria-label="Export as"
          className="rounded border border-slate-600 bg-slate-900 px-2 py-1 text-xs"
          value=""
          disabled={mission.route.length === 0}
          onChange={(e) => {
            const format = e.target.value as ExportFormat;
            if (!format) return;
            const losses = exportLosses(mission, format);
            if (losses.length > 0) setPending({ format, losses });
            else run(format);
          }}
        >
          <option value="">Export…</option>
          {EXPORT_FORMATS.map((f) => (
            <option key={f.format} value={f.format}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <span role="alert" className="text-xs text-red-300">
          {error}
        </span>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={`Export as ${EXPORT_FORMATS.find((f) => f.format === pending?.format)?.label ?? ''}`}
        message={
          <>
            <span>This format cannot hold:</span>
            <ul className="list-disc pl-5">
              {pending?.losses.map((l) => <li key={l}>{l}</li>)}
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
