import { useState } from 'react';
import type { LngLat } from '@/lib/geo/local-geometry';
import type {
  CameraSpec,
  GeneratorParams,
  Mapping2dParams,
  Mapping3dParams,
  MappingStripParams,
} from '@/lib/mission-generators/generator-params';

export const CAMERAS: CameraSpec[] = [
  { name: 'Mavic 3E wide', sensorWidthMm: 17.3, sensorHeightMm: 13, focalLengthMm: 12.29, imageWidthPx: 5280, imageHeightPx: 3956 },
  { name: 'Phantom 4 RTK', sensorWidthMm: 13.2, sensorHeightMm: 8.8, focalLengthMm: 8.8, imageWidthPx: 5472, imageHeightPx: 3648 },
  { name: 'Matrice 30 wide', sensorWidthMm: 6.4, sensorHeightMm: 4.8, focalLengthMm: 4.5, imageWidthPx: 4000, imageHeightPx: 3000 },
];

export type GeneratorKind = GeneratorParams['kind'];
export const SHAPE_OF: Record<GeneratorKind, 'polygon' | 'line' | 'point'> = {
  mapping2d: 'polygon',
  mapping3d: 'polygon',
  corridor: 'line',
  mappingStrip: 'line',
  'smart-inspect': 'point',
};

/** The shape a stored generator was run on ([lng, lat] vertices). */
export function generatorShape(g: GeneratorParams | undefined): LngLat[] {
  if (!g) return [];
  if (g.kind === 'corridor' || g.kind === 'mappingStrip') return g.line;
  if (g.kind === 'smart-inspect') return [[g.base.lng, g.base.lat]];
  return g.polygon;
}

/** The generator panel's settings, seeded from the mission's stored generator, and the params they make. */
export function useGeneratorSettings(g: GeneratorParams | undefined) {
  const [kind, setKind] = useState<GeneratorKind>(g?.kind ?? 'mapping2d');
  const [camera, setCamera] = useState(() =>
    Math.max(
      0,
      CAMERAS.findIndex((c) => g && 'camera' in g && c.name === g.camera.name),
    ),
  );
  const [altitude, setAltitude] = useState<number | undefined>(g && 'altitude' in g ? g.altitude : 60);
  const [gsd, setGsd] = useState<number | undefined>(g && 'gsdCm' in g ? g.gsdCm : undefined);
  const [front, setFront] = useState(g && 'frontOverlap' in g ? g.frontOverlap : 80);
  const [side, setSide] = useState(g && 'sideOverlap' in g ? g.sideOverlap : 70);
  const [angle, setAngle] = useState(g && 'gridAngle' in g ? g.gridAngle : 0);
  const [width, setWidth] = useState(g?.kind === 'corridor' ? g.width : 40);
  const [stripWidth, setStripWidth] = useState(g?.kind === 'mappingStrip' ? g.width : 60);
  const [spacing, setSpacing] = useState(g?.kind === 'corridor' ? g.lineSpacing : 20);
  const [radius, setRadius] = useState(g?.kind === 'smart-inspect' ? g.radius : 15);
  const [target, setTarget] = useState(g?.kind === 'smart-inspect' ? g.targetHeight : 20);

  const params = (vertices: LngLat[], speed: number): GeneratorParams => {
    const cam = CAMERAS[camera] as CameraSpec;
    if (kind === 'mapping2d' || kind === 'mapping3d') {
      const p: Mapping2dParams | Mapping3dParams = {
        kind,
        polygon: vertices,
        camera: cam,
        frontOverlap: front,
        sideOverlap: side,
        gridAngle: angle,
        speed,
        photoMode: 'waypoint',
      };
      if (gsd) p.gsdCm = gsd;
      else if (altitude !== undefined) p.altitude = altitude;
      return p;
    }
    if (kind === 'corridor') return { kind, line: vertices, width, lineSpacing: spacing, altitude: altitude ?? 60, speed };
    if (kind === 'mappingStrip') {
      const p: MappingStripParams = { kind, line: vertices, camera: cam, width: stripWidth, frontOverlap: front, sideOverlap: side, speed };
      if (gsd) p.gsdCm = gsd;
      else if (altitude !== undefined) p.altitude = altitude;
      return p;
    }
    const [lng, lat] = vertices[0] ?? [0, 0];
    return {
      kind,
      base: { lng, lat },
      targetHeight: target,
      radius,
      heights: [target * 0.5, target, target * 1.5],
      pointsPerRing: 12,
      speed,
    };
  };

  return {
    kind,
    setKind,
    params,
    fields: { camera, setCamera, altitude, setAltitude, gsd, setGsd, front, setFront, side, setSide, angle, setAngle },
    corridor: { width, setWidth, spacing, setSpacing, altitude, setAltitude },
    inspect: { radius, setRadius, target, setTarget },
    strip: { width: stripWidth, setWidth: setStripWidth },
  };
}
