import { useEffect, useState } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import { extractFff, frameRange, parseFff, rawToCelsius, type FlirFrame } from '../utils/flir-radiometric';
import { cdnUrl } from './use-thumbnail';
import { describeError, UserFacingError } from '@/lib/api/api-error';

export type ThermalFrameState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** Radiometric, but not in a layout read here (DJI's R-JPEG). */
  | { kind: 'closed' }
  | { kind: 'flir'; frame: FlirFrame; min: number; max: number; toCelsius: (raw: number) => number };

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
 * the FLIR segments are at its start) only for files the service marked as radiometric.
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
        const fff = extractFff(new Uint8Array(await blob.arrayBuffer()));
        const frame = fff ? parseFff(fff) : undefined;
        setRead({
          objectUrl,
          thermal: frame ? { kind: 'flir', frame, ...frameRange(frame), toCelsius: rawToCelsius(frame.params) } : { kind: 'closed' },
        });
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
