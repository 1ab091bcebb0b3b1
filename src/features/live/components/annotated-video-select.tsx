import type { AiApp } from '@/lib/api/runtime-config';

interface Props {
  apps: readonly AiApp[];
  value: string | undefined;
  onChange(ai: string | undefined): void;
}

/** Original video or the annotated rendition of one AI add-on; hidden when the token offers none. */
export function AnnotatedVideoSelect({ apps, value, onChange }: Props) {
  if (!apps.length) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      Annotations
      <select
        className="rounded border border-line bg-surface px-2 py-1"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">None (original video)</option>
        {apps.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </label>
  );
}
