import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { ExportFormat } from '@/lib/mission-files/export-mission';
import type { ImportResult } from '@/lib/mission-files/import-error';
import { describeError } from '@/lib/api/api-error';
import { saveFile } from '@/lib/save-file';
import { IMPORT_ACCEPT } from '@/lib/mission-files/import-accept';
import { readImportFile } from '@/lib/mission-files/import-limits';

// The importers and exporters carry the EGM96 geoid grid (megabytes of JS): they are loaded on
// first use (or when the browser is idle), so opening a mission does not wait for them.
const loadImporter = () => import('@/lib/mission-files/import-mission-file');
const loadExporter = () => import('@/lib/mission-files/export-mission');
type ExporterModule = Awaited<ReturnType<typeof loadExporter>>;

/** Reads and imports one file; all-or-nothing: any error leaves the mission untouched. */
export async function readMissionFile(file: File): Promise<ImportResult> {
  const [bytes, { importMissionFile }] = await Promise.all([readImportFile(file), loadImporter()]);
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

/** Export: a button opening a menu of formats; before downloading, says what the format cannot hold. */
export function ExportMenu({ mission, blocked = {} }: { mission: EditableMission; blocked?: Partial<Record<ExportFormat, string>> }) {
  const [pending, setPending] = useState<{ format: ExportFormat; losses: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mod, setMod] = useState<ExporterModule | null>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
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
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
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
  const choose = (format: ExportFormat) => {
    setOpen(false);
    if (!mod) return;
    const losses = mod.exportLosses(mission, format);
    if (losses.length > 0) setPending({ format, losses });
    else run(format);
  };
  return (
    <>
      <div
        ref={box}
        className="relative"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <Button
          size="sm"
          aria-haspopup="menu"
          aria-expanded={open}
          disabled={mission.route.length === 0}
          title={mission.route.length === 0 ? 'Add waypoints first' : undefined}
          onFocus={load}
          onPointerEnter={load}
          onClick={() => {
            load();
            setOpen((o) => !o);
          }}
        >
          Export ▾
        </Button>
        {open && (
          <div
            role="menu"
            aria-label="Export as"
            className="absolute right-0 z-30 mt-1 flex w-72 flex-col rounded border border-line bg-surface p-1 shadow-xl"
          >
            {!mod && <p className="p-2 text-xs text-muted">Loading the exporters…</p>}
            {mod?.EXPORT_FORMATS.map((f) => {
              // The exporter's own refusal (heights it cannot know) first, then the editor's.
              const why = mod.exportRefusal(mission, f.format) ?? blocked[f.format];
              return (
                <button
                  key={f.format}
                  type="button"
                  role="menuitem"
                  aria-disabled={why ? true : undefined}
                  className="flex flex-col rounded px-2 py-1 text-left text-sm hover:bg-raised aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                  onClick={() => !why && choose(f.format)}
                >
                  {f.label}
                  {why && <span className="text-xs text-muted">{why}</span>}
                </button>
              );
            })}
          </div>
        )}
      </div>
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
