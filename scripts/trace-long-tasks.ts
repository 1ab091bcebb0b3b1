/**
 * Reads a Chrome trace (Playwright's `browser.startTracing` / `stopTracing`) for the page's long
 * tasks and what ran inside each: script by file, style and layout, and the compositor's commit.
 * A CPU profile cannot show the last one: without a GPU, a commit that shows a WebGL canvas reads it
 * back (`GLES2::ReadPixels`) and the page's thread waits there while the rasteriser finishes the
 * frame in the GPU process, which is where most of a map screen's long tasks go on this machine.
 */

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'cc',
  'gpu',
  'toplevel',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread actually ran (less than `dur` when the OS ran something else). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** Events whose name alone says too little: keyed with the script file (and function) they ran. */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch']);

const parse = (json: string) => (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;

function eventsOf(traceEvents: TraceEvent[], threadName: string): TraceEvent[][] {
  return traceEvents
    .filter((e) => e.name === 'thread_name' && e.args?.name === threadName)
    .map((t) =>
      traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts),
    );
}

/**
 * One line per main-thread task of at least `minMs`: its start (ms from the trace's first event on
 * that thread), its length, the time the thread actually ran in it (on 2 busy cores a task of a
 * few ms of work can last 80 ms while the OS runs other processes), and the longest nested events
 * (inclusive times, so they overlap).
 */
export function describeLongTasks(traceJson: string, minMs = 50, top = 8): string[] {
  const lines: string[] = [];
  for (const events of eventsOf(parse(traceJson), 'CrRendererMain')) {
    const t0 = events[0]?.ts ?? 0;
    for (const task of events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000)) {
      const end = task.ts + (task.dur ?? 0);
      const totals = new Map<string, number>();
      for (const e of events) {
        if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
        const d = e.args?.data;
        const file = (d?.url ?? '').split('/').pop() ?? '';
        const key = SCRIPT_EVENTS.has(e.name) ? `${e.name} ${file}${d?.functionName ? `:${d.functionName}` : ''}` : e.name;
        totals.set(key, (totals.get(key) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const inside = [...totals.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
        .join(' | ');
      const cpu = task.tdur === undefined ? '' : ` (thread CPU ${(task.tdur / 1000).toFixed(0)} ms)`;
      lines.push(`@${((task.ts - t0) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms${cpu}: ${inside}`);
    }
  }
  return lines;
}

/** A main-thread task of a trace: when (ms after the mark), how long, and how long its thread ran. */
export interface TracedTask {
  at: number;
  wallMs: number;
  cpuMs: number;
}

/**
 * The page's main-thread tasks of at least `minMs` that start within `windowMs` of the user-timing
 * mark `mark` (the trace needs the 'blink.user_timing' category for it), with their thread time.
 * Wall time minus thread time is time the OS gave the cores to other processes.
 */
export function tracedTasksAfterMark(traceJson: string, mark: string, windowMs: number, minMs = 50): TracedTask[] {
  const traceEvents = parse(traceJson);
  const at = traceEvents.find((e) => e.name === mark)?.ts;
  if (at === undefined) return [];
  return eventsOf(traceEvents, 'CrRendererMain')
    .flat()
    .filter((e) => e.name === 'RunTask' && e.ts >= at && e.ts < at + windowMs * 1000 && (e.dur ?? 0) >= minMs * 1000)
    .map((e) => ({ at: (e.ts - at) / 1000, wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? e.dur ?? 0) / 1000 }));
}
