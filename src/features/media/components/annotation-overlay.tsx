import { memo } from 'react';
import { labelAnchor, svgPoints, type AnnotationShape } from '../utils/annotation-shapes';

interface OverlayProps {
  shapes: readonly AnnotationShape[];
  width: number;
  height: number;
  hovered: string | null;
  onHover: (key: string | null) => void;
}

/**
 * The AI's shapes over the image, in image pixels (the SVG's viewBox is the image size, so pan
 * and zoom transform it with the image). One pointer listener for all shapes (event delegation),
 * and each shape is memoised, so hovering re-renders two shapes, not three thousand.
 */
export const AnnotationOverlay = memo(function AnnotationOverlay({ shapes, width, height, hovered, onHover }: OverlayProps) {
  const stroke = Math.max(2, Math.round(Math.max(width, height) / 400));
  return (
    <svg
      className="absolute inset-0 h-full w-full"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`${shapes.length} annotation shapes`}
      onPointerOver={(e) => onHover((e.target as Element).getAttribute('data-key'))}
      onPointerLeave={() => onHover(null)}
    >
      {shapes.map((s) => (
        <Shape key={s.key} shape={s} highlighted={s.key === hovered} stroke={stroke} />
      ))}
    </svg>
  );
});

const Shape = memo(function Shape({ shape, highlighted, stroke }: { shape: AnnotationShape; highlighted: boolean; stroke: number }) {
  const w = highlighted ? stroke * 2 : stroke;
  const common = { 'data-key': shape.key, stroke: shape.colour, strokeWidth: w, style: { cursor: 'pointer' } };
  const [ax, ay] = labelAnchor(shape.points);
  const [px, py] = shape.points[0] ?? [0, 0];
  return (
    <g>
      {shape.shapeType === 'POINT' ? (
        <circle {...common} cx={px} cy={py} r={stroke * 4} fill={shape.colour} fillOpacity={highlighted ? 0.8 : 0.5} />
      ) : (
        <polygon
          {...common}
          points={svgPoints(shape.points)}
          fill={shape.colour}
          fillOpacity={highlighted ? 0.35 : 0.08}
          strokeDasharray={shape.isAI && !shape.isAccepted ? `${w * 3} ${w * 2}` : undefined}
        />
      )}
      {highlighted && (
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
          {shape.category}
        </text>
      )}
    </g>
  );
});
