import type { Rng } from './random';
import type { Shape } from './seed-assets';

/**
 * Annotations keyed by add-on id, with labels of each shape type the spec names. With a model, the
 * add-on is that model (its id the analytics model_id, its sessionInfo value the analytics session_id),
 * so the photo's detections in analytics and its annotations name the same thing.
 */
export function annotationsFor(
  rng: Rng,
  shapes: Shape[],
  categories: readonly string[],
  at: string,
  model: { addonId: string; sessionId: string } | undefined = undefined,
): string {
  const addonId = model?.addonId ?? 'addon-defect-detection';
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
      // Extension (docs/decisions.md, "Evidence links"): the model's confidence for its own labels.
      confidence: i % 2 === 0 ? Math.round(rng.float(0.55, 0.99) * 100) / 100 : undefined,
    };
  });
  return JSON.stringify({
    [addonId]: {
      addonId,
      labels,
      sessionInfo: model
        ? { title: 'Session', value: model.sessionId, order: '1' }
        : { title: 'Inspection', value: ['Q4 2026'], order: '1' },
    },
  });
}
