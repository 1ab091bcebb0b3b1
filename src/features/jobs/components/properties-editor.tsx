import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LABEL_MAX, PROPERTY_VALUE_MAX } from '@/lib/contract/limits';

interface Props {
  value: Record<string, string>;
  onSave: (next: Record<string, string>) => void;
  busy: boolean;
}

/** The task's `context.properties` as rows of key and value. */
export function PropertiesEditor({ value, onSave, busy }: Props) {
  const [rows, setRows] = useState<Array<[string, string]>>(() => Object.entries(value));
  const keys = rows.map(([k]) => k.trim());
  const duplicate = keys.find((k, i) => k && keys.indexOf(k) !== i);
  const set = (i: number, col: 0 | 1, v: string) =>
    setRows((r) => r.map((row, j) => (j === i ? (col === 0 ? [v, row[1]] : [row[0], v]) : row)));
  return (
    <section aria-label="Properties" className="flex flex-col gap-1">
      <h2 className="font-semibold">Properties</h2>
      {rows.map(([k, v], i) => (
        <div key={i} className="flex gap-1">
          <input
            aria-label={`Property ${i + 1} key`}
            className="w-1/3 rounded border border-line bg-canvas px-1 text-sm"
            value={k}
            maxLength={LABEL_MAX}
            onChange={(e) => set(i, 0, e.target.value)}
          />
          <input
            aria-label={`Property ${i + 1} value`}
            className="flex-1 rounded border border-line bg-canvas px-1 text-sm"
            value={v}
            maxLength={PROPERTY_VALUE_MAX}
            onChange={(e) => set(i, 1, e.target.value)}
          />
          <Button size="sm" aria-label={`Remove property ${k || i + 1}`} onClick={() => setRows((r) => r.filter((_, j) => j !== i))}>
            ×
          </Button>
        </div>
      ))}
      {duplicate && (
        <p role="alert" className="text-xs text-danger">
          The key “{duplicate}” appears twice.
        </p>
      )}
      <div className="flex gap-1">
        <Button size="sm" onClick={() => setRows((r) => [...r, ['', '']])}>
          Add property
        </Button>
        <Button
          size="sm"
          variant="primary"
          disabled={busy || !!duplicate}
          onClick={() => onSave(Object.fromEntries(rows.filter(([k]) => k.trim()).map(([k, v]) => [k.trim(), v])))}
        >
          Save properties
        </Button>
      </div>
    </section>
  );
}
