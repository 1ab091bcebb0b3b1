import type { Rng } from './random';
import type { Shape } from './seed-assets';

/** Annotations keyed by add-on id, with labels of each shape type the spec names. */
export function annotationsFor(rng: Rng, shapes: Shape[], categories: readonly string[], at: string): string {
  const labels: Record<string, unknown> = {};
  shapes.forEach((s, i) => {
    const shapeType = (['RECTANGLE', 'POLYGON', 'POINT'] as const)[i % 3];
    labels[`lbl-${rng.hex128().slice(0, 8)}`] = {
      shapeType,
      category: rng.pick(categories),
      severity: rng.int(1, 5),
      color: rng.pick(['#ef4444', '#f59e0b', '#22c55e']),
      updatedAt: at,
      bbox: [s.x, s.y, s.w, s.h],
      area: shapeType === 'POINT' ? 0 : s.w * s.h,
      isAI: i % 2 === 0,
      isAccepted: i % 2 === 1,
      isModified: false,
      comment: shapeType === 'POINT' ? 'check on next visit' : undefined,
    };
  });
  return JSON.stringify({
    'addon-defect-detection': {
      addonId: 'addon-defect-detection',
      labels,
      sessionInfo: { title: 'Inspection', value: ['Q4 2026'], order: '1' },
    },
  });
}
