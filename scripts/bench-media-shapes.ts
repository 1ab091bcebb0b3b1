export const SHAPES = 3000;

/** 3,000 labels of the three shape types over a 640 × 480 image (the seed's generated size). */
export function manyShapes(): string {
  const labels: Record<string, unknown> = {};
  for (let i = 0; i < SHAPES; i++) {
    const x = (i * 37) % 600;
    const y = (i * 53) % 440;
    const shapeType = (['RECTANGLE', 'POLYGON', 'POINT'] as const)[i % 3];
    const bbox = shapeType === 'POLYGON' ? [x, y, x + 30, y + 5, x + 20, y + 35, x - 5, y + 25] : [x, y, 30, 30];
    labels[`l${i}`] = {
      shapeType,
      category: ['corrosion', 'hotspot', 'crack', 'vegetation'][i % 4],
      severity: (i % 5) + 1,
      updatedAt: '2026-10-14T08:00:00Z',
      bbox,
      isAI: true,
    };
  }
  return JSON.stringify({ 'addon-bench': { addonId: 'addon-bench', labels } });
}
