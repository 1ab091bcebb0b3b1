import type { CustomLayerInterface, CustomRenderMethodInput } from 'maplibre-gl';

/**
 * A polyline drawn by the map's own WebGL context, coloured along its length (a colour ramp from
 * start to end), without a GeoJSON source. A GeoJSON line goes to the map's worker to be parsed,
 * tiled and turned into buffers, then comes back and waits for a free main-thread task: for a
 * flight's 5,000-point outline that round trip was ~300 ms of its open on this 2-core machine
 * (bench:flights), most of it queueing behind frames. This layer's buffers are made here in one
 * pass and the next frame draws them. Mercator only (every map in this app is Mercator).
 */

export interface LineVertices {
  /** The first point in Mercator units (0..1 of the world), kept in float64. */
  origin: [number, number];
  /** Each point minus `origin`, x/y pairs: small numbers, so float32 keeps them to
   * about a centimetre within 100 km (the coordinates themselves would be rounded to 2.4 m). */
  positions: Float32Array;
  /** Each point's share of the line's length, 0 at the start to 1 at the end. */
  progress: Float32Array;
}

/** Web Mercator, as maplibre's MercatorCoordinate (0..1 from the north-west): inline, as that class builds two objects per point. */
const mercatorX = (lng: number) => (180 + lng) / 360;
const mercatorY = (lat: number) => (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360;

/** The buffers of a line through (lng[i], lat[i]). */
export function lineVertices(lng: ArrayLike<number>, lat: ArrayLike<number>): LineVertices {
  const n = Math.min(lng.length, lat.length);
  const positions = new Float32Array(n * 2);
  const progress = new Float32Array(n);
  if (n === 0) return { origin: [0, 0], positions, progress };
  const ox = mercatorX(lng[0] as number);
  const oy = mercatorY(lat[0] as number);
  const along = new Float64Array(n);
  let px = 0;
  let py = 0;
  for (let i = 0; i < n; i++) {
    const x = mercatorX(lng[i] as number) - ox;
    const y = mercatorY(lat[i] as number) - oy;
    positions[i * 2] = x;
    positions[i * 2 + 1] = y;
    // Mercator distance is proportional to ground distance over a flight's extent.
    if (i > 0) along[i] = (along[i - 1] as number) + Math.hypot(x - px, y - py);
    px = x;
    py = y;
  }
  const total = along[n - 1] as number;
  for (let i = 0; i < n; i++) progress[i] = total > 0 ? (along[i] as number) / total : i / Math.max(1, n - 1);
  return { origin: [ox, oy], positions, progress };
}

/**
 * Each segment is one instance of a 4-vertex strip: its two ends (the same point buffer read at
 * offsets 0 and 1 point) pushed apart sideways by half the width in screen pixels, and lengthened
 * by as much at both ends, so consecutive segments overlap at the joints (a square join; at 3 px
 * it reads as round). The fragment shader fades the outermost pixel (antialiasing).
 */
const VERTEX = `#version 300 es
uniform mat4 u_matrix;
uniform vec2 u_viewport;
uniform float u_half_width;
in vec2 a_from;
in vec2 a_to;
in float a_progress_from;
in float a_progress_to;
in vec2 a_corner;
out float v_side;
out float v_progress;
void main() {
  vec4 p0 = u_matrix * vec4(a_from, 0.0, 1.0);
  vec4 p1 = u_matrix * vec4(a_to, 0.0, 1.0);
  vec2 d = (p1.xy / p1.w - p0.xy / p0.w) * u_viewport;
  float len = length(d);
  vec2 along = len > 0.0 ? d / len : vec2(1.0, 0.0);
  vec2 side = vec2(-along.y, along.x);
  vec4 p = mix(p0, p1, a_corner.x);
  vec2 offset = (side * a_corner.y + along * (a_corner.x * 2.0 - 1.0)) * u_half_width;
  p.xy += offset / u_viewport * p.w;
  gl_Position = p;
  v_side = a_corner.y * u_half_width;
  v_progress = mix(a_progress_from, a_progress_to, a_corner.x);
}`;

const FRAGMENT = `#version 300 es
precision highp float;
uniform float u_half_width;
uniform vec3 u_colors[3];
in float v_side;
in float v_progress;
out vec4 fragColor;
void main() {
  float alpha = clamp(u_half_width - abs(v_side), 0.0, 1.0);
  vec3 c = v_progress < 0.5
    ? mix(u_colors[0], u_colors[1], v_progress * 2.0)
    : mix(u_colors[1], u_colors[2], v_progress * 2.0 - 1.0);
  fragColor = vec4(c * alpha, alpha);
}`;

export interface GradientLineOptions {
  id: string;
  vertices: LineVertices;
  /** The line's width in CSS pixels. */
  width: number;
  /** Start, middle and end colours, each [r, g, b] in 0..1. */
  colors: [[number, number, number], [number, number, number], [number, number, number]];
  /** Called after the first frame that drew the line. */
  onFirstDraw?: () => void;
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('WebGL could not create a shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}

/** The line's program. Only the link status is asked (each status query waits for the GPU process); the logs only on failure. */
function link(gl: WebGL2RenderingContext): WebGLProgram {
  const program = gl.createProgram();
  const shaders = [compile(gl, gl.VERTEX_SHADER, VERTEX), compile(gl, gl.FRAGMENT_SHADER, FRAGMENT)];
  for (const sh of shaders) gl.attachShader(program, sh);
  gl.linkProgram(program);
  const ok = gl.getProgramParameter(program, gl.LINK_STATUS) as boolean;
  const log = ok ? '' : [gl.getProgramInfoLog(program), ...shaders.map((sh) => gl.getShaderInfoLog(sh))].filter(Boolean).join(' ');
  for (const sh of shaders) gl.deleteShader(sh);
  if (!ok) throw new Error(`The track line's shaders did not build: ${log}`);
  return program;
}

interface GpuState {
  program: WebGLProgram;
  vao: WebGLVertexArrayObject;
  buffers: WebGLBuffer[];
  uniforms: Record<'matrix' | 'viewport' | 'halfWidth' | 'colors', WebGLUniformLocation | null>;
}

function upload(gl: WebGL2RenderingContext, v: LineVertices): GpuState {
  const program = link(gl);
  const vao = gl.createVertexArray();
  gl.bindVertexArray(vao);
  const buffer = (data: Float32Array) => {
    const b = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, b);
    gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
    return b;
  };
  const attribute = (name: string, size: number, stride: number, offset: number, divisor: number) => {
    const loc = gl.getAttribLocation(program, name);
    gl.enableVertexAttribArray(loc);
    gl.vertexAttribPointer(loc, size, gl.FLOAT, false, stride, offset);
    gl.vertexAttribDivisor(loc, divisor);
  };
  // The strip's corners: x = which end (0 from, 1 to), y = which side.
  const corners = buffer(new Float32Array([0, -1, 0, 1, 1, -1, 1, 1]));
  attribute('a_corner', 2, 0, 0, 0);
  const positions = buffer(v.positions);
  attribute('a_from', 2, 8, 0, 1);
  attribute('a_to', 2, 8, 8, 1);
  const progress = buffer(v.progress);
  attribute('a_progress_from', 1, 4, 0, 1);
  attribute('a_progress_to', 1, 4, 4, 1);
  gl.bindVertexArray(null);
  const at = (name: string) => gl.getUniformLocation(program, name);
  return {
    program,
    vao,
    buffers: [corners, positions, progress],
    uniforms: { matrix: at('u_matrix'), viewport: at('u_viewport'), halfWidth: at('u_half_width'), colors: at('u_colors') },
  };
}

/** `matrix` (Mercator 0..1 → clip space, float64) moved to `origin`, as the float32 uniform. */
export function matrixAt(matrix: ArrayLike<number>, [ox, oy]: [number, number]): Float32Array {
  const out = Float32Array.from(matrix);
  for (let i = 0; i < 4; i++) out[12 + i] = (matrix[i] as number) * ox + (matrix[4 + i] as number) * oy + (matrix[12 + i] as number);
  return out;
}

/** A map layer (`map.addLayer`) drawing one gradient line; its GPU buffers are freed when it is removed. */
export function gradientLineLayer({ id, vertices, width, colors, onFirstDraw }: GradientLineOptions): CustomLayerInterface {
  let gpu: GpuState | null = null;
  let pixelRatio = () => 1;
  let drawn = false;
  const segments = vertices.progress.length - 1;
  return {
    id,
    type: 'custom',
    renderingMode: '2d',
    onAdd(map, gl) {
      // Read at each frame: the window may move to a screen of another density.
      pixelRatio = () => map.getPixelRatio();
      gpu = upload(gl, vertices);
    },
    render(gl, args: CustomRenderMethodInput) {
      if (!gpu || segments < 1) return;
      gl.useProgram(gpu.program);
      gl.uniformMatrix4fv(gpu.uniforms.matrix, false, matrixAt(args.defaultProjectionData.mainMatrix, vertices.origin));
      gl.uniform2f(gpu.uniforms.viewport, gl.drawingBufferWidth / 2, gl.drawingBufferHeight / 2);
      // Half the width plus half a pixel, in device pixels: the antialiased edge straddles the width's edge.
      gl.uniform1f(gpu.uniforms.halfWidth, (width * pixelRatio()) / 2 + 0.5);
      gl.uniform3fv(gpu.uniforms.colors, colors.flat());
      gl.bindVertexArray(gpu.vao);
      gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, segments);
      gl.bindVertexArray(null);
      if (!drawn) {
        drawn = true;
        onFirstDraw?.();
      }
    },
    onRemove(_map, gl) {
      if (!gpu) return;
      gl.deleteProgram(gpu.program);
      gl.deleteVertexArray(gpu.vao);
      for (const b of gpu.buffers) gl.deleteBuffer(b);
      gpu = null;
    },
  };
}
