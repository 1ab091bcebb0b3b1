import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { AggregateQuery } from '../utils/aggregate';
import { downloadText, exportFileName } from '../utils/download';
import type { AnalyticsWorkerClient } from '../worker/analytics-worker-client';
import type { ExportFormat } from '../worker/protocol';

interface Props {
  worker: AnalyticsWorkerClient;
  scope: string;
  deviceId: string;
  query: AggregateQuery;
  disabled?: boolean;
}

const FORMATS: Array<{ format: ExportFormat; label: string; what: string; ext: string; mime: string }> = [
  { format: 'csv', label: 'Export CSV', what: 'records', ext: 'csv', mime: 'text/csv' },
  { format: 'json', label: 'Export JSON', what: 'records', ext: 'json', mime: 'application/json' },
  { format: 'table-csv', label: 'Export table (CSV)', what: 'classes', ext: 'csv', mime: 'text/csv' },
];

/** Exports what is shown (window and filters) in the BI form; the text is built in the worker. */
export function ExportButtons({ worker, scope, deviceId, query, disabled }: Props) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (f: (typeof FORMATS)[number]) => {
    setBusy(f.format);
    try {
      const text = await worker.exportText(scope, f.format, query);
      downloadText(text, exportFileName(deviceId, query.from, query.to, f.what, f.ext), f.mime);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Export failed.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Export">
      {FORMATS.map((f) => (
        <Button key={f.format} size="sm" disabled={disabled || busy !== null} onClick={() => void run(f)}>
          {busy === f.format ? 'Exporting…' : f.label}
        </Button>
      ))}
    </div>
  );
}
