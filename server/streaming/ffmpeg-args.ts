import path from 'node:path';
import { overlayFont } from './ffmpeg-bin';

/** The two renditions a simulated camera publishes, so ingest stays a pure remux of both. */
export const CAMERA_RENDITIONS = {
  main: { width: 640, height: 360, fps: 15, bandwidth: 900_000 },
  sub: { width: 320, height: 180, fps: 15, bandwidth: 250_000 },
} as const;
export type RenditionName = keyof typeof CAMERA_RENDITIONS;

const X264_LIVE = ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'];
/** One keyframe a second at 15 fps, so 1 s segments can be cut without re-encoding. */
const GOP_1S = ['-g', '15', '-keyint_min', '15', '-sc_threshold', '0'];

/** A simulated camera: moving test pattern, device name, wall clock and frame counter, served to ONE RTMP client. */
export function cameraArgs(o: { rendition: RenditionName; port: number; nameFile: string; marker: string }): string[] {
  const r = CAMERA_RENDITIONS[o.rendition];
  const font = overlayFont();
  const size = Math.round(r.height / 18);
  const filters = font
    ? [
        `drawtext=fontfile='${font}':textfile='${o.nameFile}':x=w-tw-8:y=8:fontsize=${size}:fontcolor=white:box=1:boxcolor=black@0.6`,
        // The wall clock lets a viewer measure glass-to-glass latency; the counter shows frozen frames.
        `drawtext=fontfile='${font}':text='%{localtime}  #%{n}':x=8:y=h-th-8:fontsize=${size}:fontcolor=yellow:box=1:boxcolor=black@0.6`,
      ]
    : [];
  return [
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${r.width}x${r.height}:rate=${r.fps}`,
    ...(filters.length ? ['-vf', filters.join(',')] : []),
    ...X264_LIVE,
    ...GOP_1S,
    '-metadata',
    `comment=${o.marker}`,
    '-f',
    'flv',
    '-listen',
    '1',
    `rtmp://127.0.0.1:${o.port}/live/cam`,
  ];
}

function inputOptions(url: string, known: boolean): string[] {
  // ffmpeg probes 5 s of an input by default; a simulated camera's format is known, so probe
  // briefly (first segment in ~1.5 s instead of ~10 s with two inputs).
  const probe = known ? ['-analyzeduration', '500000', '-probesize', '65536'] : ['-analyzeduration', '2000000'];
  // Without a timeout a silent source would keep a stream in STARTING/STREAMING forever.
  if (url.startsWith('rtsp:')) return [...probe, '-rtsp_transport', 'tcp', '-timeout', '8000000'];
  return [...probe, '-rw_timeout', '8000000'];
}

/**
 * `tag` is unique per run and goes into every segment name: a restarted stream never reuses a
 * segment URL, so a cached segment can never be served for a different run.
 */
function hlsOutput(dir: string, tag: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    '1',
    '-hls_list_size',
    '6',
    '-hls_flags',
    'delete_segments+independent_segments+temp_file+program_date_time',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    `init-${tag}.mp4`,
    '-hls_segment_filename',
    path.join(dir, `seg-${tag}-%05d.m4s`),
    path.join(dir, 'index.m3u8'),
  ];
}

/**
 * One ingest: remux (`-c copy`) the source into HLS (fMP4, 1 s segments) and DASH under `dir`,
 * plus the sub rendition to `dir/sub` when the source publishes one (simulated cameras do).
 */
export function ingestArgs(o: { main: string; mainOptions?: string[]; sub?: string; dir: string; tag: string }): string[] {
  const known = Boolean(o.sub);
  const args = [...inputOptions(o.main, known), ...(o.mainOptions ?? []), '-i', o.main];
  if (o.sub) args.push(...inputOptions(o.sub, known), '-i', o.sub);
  const av = ['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'];
  args.push(...av, ...hlsOutput(o.dir, o.tag));
  args.push(
    ...av,
    '-f',
    'dash',
    '-seg_duration',
    '1',
    '-window_size',
    '6',
    '-extra_window_size',
    '4',
    '-use_template',
    '1',
    '-use_timeline',
    '1',
    '-init_seg_name',
    `init-${o.tag}-$RepresentationID$.m4s`,
    '-media_seg_name',
    `chunk-${o.tag}-$RepresentationID$-$Number%05d$.m4s`,
    path.join(o.dir, 'dash', 'manifest.mpd'),
  );
  if (o.sub) args.push('-map', '1:v:0', '-c', 'copy', ...hlsOutput(path.join(o.dir, 'sub'), o.tag));
  return args;
}

/** Reads the live HLS of an ingest from its newest segment. */
function liveHlsInput(dir: string): string[] {
  return ['-live_start_index', '-1', '-i', path.join(dir, 'index.m3u8')];
}

/** Relay: the device's live stream pushed, without re-encoding, to an RTMP destination. */
export function relayArgs(o: { dir: string; destUrl: string; destOptions?: string[] }): string[] {
  return [...liveHlsInput(o.dir), '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-f', 'flv', ...(o.destOptions ?? []), o.destUrl];
}

/**
 * Annotated rendition for an AI app: detection-like boxes that jump between positions
 * (drawbox takes no per-frame expressions, so each position is a box enabled for half a second).
 */
export function annotatedArgs(o: { dir: string; outDir: string; label: string; tag: string }): string[] {
  const font = overlayFont();
  const boxes: string[] = [];
  for (let k = 0; k < 8; k++) {
    const on = `enable='gte(mod(t,4),${k * 0.5})*lt(mod(t,4),${k * 0.5 + 0.5})'`;
    const x1 = 60 + k * 40;
    const y1 = 70 + Math.round(20 * Math.sin(k));
    boxes.push(`drawbox=x=${x1}:y=${y1}:w=110:h=80:color=lime:t=3:${on}`);
    boxes.push(`drawbox=x=${420 - k * 25}:y=${200 + (k % 3) * 12}:w=70:h=60:color=red:t=3:${on}`);
    if (font) boxes.push(`drawtext=fontfile='${font}':text='${o.label} 0.${80 + k}':x=${x1}:y=${y1 - 18}:fontsize=14:fontcolor=lime:${on}`);
  }
  return [...liveHlsInput(o.dir), '-map', '0:v:0', '-vf', boxes.join(','), ...X264_LIVE, ...GOP_1S, ...hlsOutput(o.outDir, o.tag)];
}
