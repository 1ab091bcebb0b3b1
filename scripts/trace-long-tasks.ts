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
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** Events whose name alone says too little: keyed with the script file (and function) they ran. */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch']);

function eventsOf(json: string, threadName: string): TraceEvent[][] {
  const { traceEvents } = JSON.parse(json) as { traceEvents: TraceEvent[] };
  return traceEvents
    .filter((e) => e.name === 'thread_name' && e.args?.name === threadName)
    .map((t) =>
      traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts),
    );
}

/**
 * One line per main-thread task of at least `minMs`: its start (ms from the trace's first event on
 * that thread), its length, and the longest nested events (inclusive times, so they overlap).
 */
export function describeLongTasks(traceJson: string, minMs = 50, top = 8): string[] {
  const lines: string[] = [];
  for (const events of eventsOf(traceJson, 'CrRendererMain')) {
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
      lines.push(`@${((task.ts - t0) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${inside}`);
    }
  }
  return lines;
}
