import { formatDuration } from '@/lib/mission-model/mission-figures';
import { formatArea, formatLength } from '@/lib/mission-generators/estimates';
import type { GeneratorPreview } from './use-generator-preview';

/** What the current settings will produce, beside the settings (updates as they change). */
export function GeneratorFigures({ preview }: { preview: GeneratorPreview }) {
  const rows: [string, string][] = [];
  if (preview.area !== undefined) rows.push(['Area', formatArea(preview.area)]);
  if (preview.length !== undefined) rows.push(['Length', formatLength(preview.length)]);
  if (preview.mission) {
    if (preview.gsdCm !== undefined) rows.push(['GSD', `${preview.gsdCm.toFixed(2)} cm/px`]);
    rows.push(['Photos', String(preview.photos)]);
    rows.push(['Waypoints', String(preview.mission.route.length)]);
    rows.push(['Flight time', formatDuration(preview.seconds)]);
    rows.push(['Batteries', String(preview.batteries)]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-x-2 gap-y-0.5 text-xs" aria-label="Generator figures">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd data-testid={`gen-${k.toLowerCase().replace(/\s+/g, '-')}`}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
