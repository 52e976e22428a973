/**
 * --tasks: the main thread's tasks over 8 ms in a run's trace, as observed (unthrottled), each
 * with its time from navigation, whether it fell before or after the real first paint, and what
 * it spent its time on and what ran it (a script, an event, a frame, idle or timer callback).
 * Lantern replays these at 4× to simulate a phone: this shows which work its TBT is made of
 * (docs/performance.md, "What Lantern counts").
 */
const PHASES: Record<string, string> = {
  'DocumentLoader::CommitNavigation': 'navigation commit',
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.evaluateModule': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'compile',
  MajorGC: 'gc',
  MinorGC: 'gc',
  ParseAuthorStyleSheet: 'css parse',
  DecodeImage: 'image decode',
};
/** The callbacks a task can be named by (the page loader's slices are idle callbacks). */
const CALLBACKS = new Set(['FireAnimationFrame', 'FireIdleCallback', 'TimerFire']);
/** The part of a trace event (Chrome's trace format, as Lighthouse keeps it) read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { frame?: string; data?: { type?: string; url?: string } };
}

export function printTasks(label: string, traceEvents: TraceEvent[]): void {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  // The page's own navigation (not the about:blank Lighthouse starts from): its frame's last before the paint.
  if (!fcp) return;
  const start = traceEvents.findLast(
    (event) => event.name === 'navigationStart' && event.args?.frame === fcp.args?.frame && event.ts < fcp.ts,
  );
  if (!start) return;
  const onMain = (event: TraceEvent) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X';
  const durationOf = (event: TraceEvent) => event.dur ?? 0;
  const tasks = traceEvents.filter((event) => onMain(event) && event.name === 'RunTask' && durationOf(event) > 8000);
  console.error(`${label}: tasks over 8 ms (first paint at ${((fcp.ts - start.ts) / 1000).toFixed(0)} ms)`);
  for (const task of tasks) {
    const spent: Record<string, number> = {};
    const causes = new Set<string>();
    for (const event of traceEvents)
      if (onMain(event) && event.ts >= task.ts && event.ts + durationOf(event) <= task.ts + durationOf(task)) {
        const phase = PHASES[event.name];
        if (phase) spent[phase] = (spent[phase] ?? 0) + durationOf(event) / 1000;
        const data = event.args?.data ?? {};
        if (event.name === 'EventDispatch') causes.add(`event ${String(data.type)}`);
        else if (CALLBACKS.has(event.name)) causes.add(event.name);
        else if (/^(EvaluateScript|v8\.evaluateModule)$/.test(event.name) && data.url)
          causes.add(`run ${data.url.replace(/^.*\//, '')}`);
      }
    const parts = Object.entries(spent).map(([phase, ms]) => `${phase} ${ms.toFixed(0)}`);
    if (causes.size) parts.push(`(${[...causes].join(', ')})`);
    console.error(
      `  @${((task.ts - start.ts) / 1000).toFixed(0)} ms, ${(durationOf(task) / 1000).toFixed(0)} ms, ${task.ts < fcp.ts ? 'before' : 'after'} first paint: ${parts.join(', ')}`,
    );
  }
}
