/**
 * Ground sample distance of a photo: how much ground one pixel covers, straight down over flat
 * ground at the given height. GSD = sensor width × height ÷ (focal length × image width).
 */

/** Where the 35 mm equivalent is all a file gives: the crop factor is taken on the diagonal (43.27 mm for full frame), as the equivalent is defined. */
export function sensorWidthFrom35mm(focalMm: number, focal35Mm: number, widthPx: number, heightPx: number): number | undefined {
  if (!(focalMm > 0) || !(focal35Mm > 0) || !(widthPx > 0) || !(heightPx > 0)) return undefined;
  const diagonal = (43.2666 * focalMm) / focal35Mm;
  return (diagonal * widthPx) / Math.hypot(widthPx, heightPx);
}

/** Centimetres per pixel, or undefined when a figure is missing or not positive. */
export function groundSampleDistanceCm(o: {
  heightM: number;
  focalMm: number;
  sensorWidthMm: number;
  widthPx: number;
}): number | undefined {
  const { heightM, focalMm, sensorWidthMm, widthPx } = o;
  if (!(heightM > 0) || !(focalMm > 0) || !(sensorWidthMm > 0) || !(widthPx > 0)) return undefined;
  return ((sensorWidthMm * heightM) / (focalMm * widthPx)) * 100;
}
