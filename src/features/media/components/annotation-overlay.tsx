import { memo, useMemo, type PointerEvent } from 'react';
import { labelAnchor, shapeContains, shapeLabel, svgPoints, type AnnotationShape } from '../utils/annotation-shapes';
import { shapeLayers } from '../utils/annotation-layers';

interface OverlayProps {
  shapes: readonly AnnotationShape[];
  width: number;
  height: number;
  hovered: string | null;
  onHover: (key: string | null) => void;
  /** Category and confidence written beside every shape (the hovered one always has its label). */
  showLabels?: boolean;
}

/** Past this many shapes the labels would cover the picture (and cost a text element each): the hovered one is labelled only. */
export const LABEL_CAP = 300;

/**
 * The AI's shapes over the image, in image pixels (the SVG's viewBox is the image size, so pan
 * and zoom transform it with the image). Shapes are drawn as one path per look (colour, dashed or
 * not, point or area): a few elements instead of one per shape, which made opening an image with
 * 3,000 shapes and panning it several times slower than a bare page. The shape under the cursor
 * is found by geometry (`shapeContains`, topmost first) and drawn again on top with its label.
 */
export const AnnotationOverlay = memo(function AnnotationOverlay({
  shapes,
  width,
  height,
  hovered,
  onHover,
  showLabels = false,
}: OverlayProps) {
  const stroke = Math.max(2, Math.round(Math.max(width, height) / 400));
  const layers = useMemo(() => shapeLayers(shapes, stroke * 4), [shapes, stroke]);
  const hit = hovered ? shapes.find((s) => s.key === hovered) : undefined;
  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    const m = e.currentTarget.getScreenCTM();
    if (!m) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    let key: string | null = null;
    for (let i = shapes.length - 1; i >= 0; i--) {
      const s = shapes[i]!;
      if (shapeContains(s, p.x, p.y, stroke * 4)) {
        key = s.key;
        break;
      }
    }
    if (key !== hovered) onHover(key);
  };
  return (
    <svg
      // Its own layer, apart from the photo: re-rastered when zooming in (crisp shapes), without the photo.
      className="absolute inset-0 h-full w-full will-change-transform"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`${shapes.length} annotation shapes`}
      onPointerMove={onMove}
      onPointerLeave={() => onHover(null)}
      style={{ cursor: hit ? 'pointer' : undefined }}
    >
      {layers.map((l) => (
        <path
          key={l.id}
          d={l.d}
          stroke={l.colour}
          strokeWidth={stroke}
          fill={l.colour}
          fillOpacity={l.point ? 0.5 : 0.08}
          strokeDasharray={l.dashed ? `${stroke * 3} ${stroke * 2}` : undefined}
        />
      ))}
      {showLabels && shapes.length <= LABEL_CAP && (
        <g data-testid="annotation-labels" pointerEvents="none">
          {shapes.map((s) => {
            const [ax, ay] = labelAnchor(s.points);
            return (
              <text
                key={s.key}
                x={ax}
                y={ay - stroke * 2}
                fill={s.colour}
                fontSize={stroke * 6}
                fontWeight={600}
                paintOrder="stroke"
                stroke="#000"
                strokeWidth={stroke}
              >
                {shapeLabel(s)}
              </text>
            );
          })}
        </g>
      )}
      {hit && <Highlight shape={hit} stroke={stroke} />}
    </svg>
  );
});

/** The hovered shape, thicker and more opaque, with its category. */
function Highlight({ shape, stroke }: { shape: AnnotationShape; stroke: number }) {
  const w = stroke * 2;
  const [ax, ay] = labelAnchor(shape.points);
  const [px, py] = shape.points[0] ?? [0, 0];
  return (
    <g data-key={shape.key} pointerEvents="none">
      {shape.shapeType === 'POINT' ? (
        <circle cx={px} cy={py} r={stroke * 4} stroke={shape.colour} strokeWidth={w} fill={shape.colour} fillOpacity={0.8} />
      ) : (
        <polygon
          points={svgPoints(shape.points)}
          stroke={shape.colour}
          strokeWidth={w}
          fill={shape.colour}
          fillOpacity={0.35}
          strokeDasharray={shape.isAI && !shape.isAccepted ? `${w * 3} ${w * 2}` : undefined}
        />
      )}
      <text
        x={ax}
        y={ay - stroke * 2}
        fill={shape.colour}
        fontSize={stroke * 7}
        fontWeight={600}
        paintOrder="stroke"
        stroke="#000"
        strokeWidth={stroke}
      >
        {shapeLabel(shape)}
      </text>
    </g>
  );
}
