import { useEffect, useRef } from 'react';
import { useMap } from './map-context';
import { gradientLineLayer, type GradientLineOptions, type LineVertices } from './gradient-line-layer';

interface Props {
  id: string;
  vertices: LineVertices;
  width: number;
  colors: GradientLineOptions['colors'];
  /** Called once the map has drawn the line in a frame. */
  onDrawn?: () => void;
}

/** A gradient line (see gradient-line-layer.ts) added to the map on mount and removed on unmount; new vertices re-add it. */
export function GradientLine({ id, vertices, width, colors, onDrawn }: Props) {
  const map = useMap();
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  const palette = useRef(colors);
  palette.current = colors;
  // The colours count by value: a new array of the same colours does not re-add the layer.
  const colorKey = colors.flat().join();
  useEffect(() => {
    map.addLayer(gradientLineLayer({ id, vertices, width, colors: palette.current, onFirstDraw: () => drawn.current?.() }));
    return () => {
      // The map may already be gone when the whole view unmounts.
      if (map.style && map.getLayer(id)) map.removeLayer(id);
    };
  }, [map, id, vertices, width, colorKey]);
  return null;
}
