import { useEffect, useState } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import { extractFff, frameRange, parseFff, rawToCelsius, type FlirFrame } from '../utils/flir-radiometric';
import { readDjiRjpeg, type DjiThermalFrame } from '../utils/dji-rjpeg';
import type { ThermalGrid } from '../utils/thermal-measure';
import { cdnUrl } from './use-thumbnail';
import { describeError, UserFacingError } from '@/lib/api/api-error';

export type ThermalFrameState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** Marked radiometric, but no frame in a layout read here. */
  | { kind: 'closed' }
  | { kind: 'flir'; frame: FlirFrame; grid: ThermalGrid; min: number; max: number; toCelsius: (raw: number) => number }
  /** A DJI R-JPEG: the sensor's frame on its raw scale (the °C conversion is not public; see dji-rjpeg.ts). */
  | { kind: 'relative'; frame: DjiThermalFrame; grid: ThermalGrid; min: number; max: number };

/** A state with a frame to measure on. */
export type ReadableThermal = Extract<ThermalFrameState, { kind: 'flir' | 'relative' }>;

export const isReadable = (t: ThermalFrameState): t is ReadableThermal => t.kind === 'flir' || t.kind === 'relative';

/** The frame of a radiometric JPEG in the first layout that reads: FLIR's FFF, else DJI's R-JPEG. */
export function readThermal(bytes: Uint8Array): ThermalFrameState {
  const fff = extractFff(bytes);
  const flir = fff ? parseFff(fff) : undefined;
  if (flir) {
    const toCelsius = rawToCelsius(flir.params);
    return { kind: 'flir', frame: flir, grid: { ...flir, value: toCelsius, unit: '°C' }, ...frameRange(flir), toCelsius };
  }
  const dji = readDjiRjpeg(bytes);
  if (dji) return { kind: 'relative', frame: dji, grid: { ...dji, value: (r) => r, unit: 'raw' }, min: dji.rawMin, max: dji.rawMax };
  return { kind: 'closed' };
}

export interface ThermalImage {
  thermal: ThermalFrameState;
  /**
   * Where the image shows from: the bytes already read for the readout (an object URL), so the
   * original (1–2 MB) is downloaded once, not once for the readout and again for the <img>.
   * The CDN address for a file that is not radiometric, or when the read failed; undefined while
   * a radiometric file is still downloading.
   */
  src: string | undefined;
}

/**
 * The radiometric frame of a thermal image, read from the original file on the CDN (1–2 MB,
 * the thermal segments are at its start) only for files the service marked as radiometric.
 */
export function useThermalImage(item: MediaItem): ThermalImage {
  const path = item.storagePath;
  const radiometric = item.metadata?.thermalData?.hasRadiometricData === true;
  const [read, setRead] = useState<{ thermal: ThermalFrameState; objectUrl?: string }>({
    thermal: { kind: radiometric && path ? 'loading' : 'none' },
  });
  useEffect(() => {
    const url = path ? cdnUrl(path) : undefined;
    if (!radiometric || !url) return setRead({ thermal: { kind: 'none' } });
    const ctl = new AbortController();
    let objectUrl: string | undefined;
    setRead({ thermal: { kind: 'loading' } });
    fetch(url, { signal: ctl.signal })
      .then(async (res) => {
        if (!res.ok) throw new UserFacingError(`the file server answered HTTP ${res.status}`);
        const blob = await res.blob();
        objectUrl = URL.createObjectURL(blob);
        setRead({ objectUrl, thermal: readThermal(new Uint8Array(await blob.arrayBuffer())) });
      })
      .catch((err: unknown) => {
        if (ctl.signal.aborted) return;
        // fetch rejects with the browser's own words ("Failed to fetch") when nothing answered.
        const message =
          err instanceof TypeError
            ? `the file server at ${new URL(url, location.href).host} did not answer`
            : describeError(err, 'the file could not be read');
        setRead({ objectUrl, thermal: { kind: 'failed', message } });
      });
    return () => {
      ctl.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, radiometric]);
  const direct = path ? cdnUrl(path) : undefined;
  return { thermal: read.thermal, src: read.thermal.kind === 'loading' ? undefined : (read.objectUrl ?? direct) };
}
