/**
 * --tasks: the main thread's tasks over 8 ms in a run's trace, as observed (unthrottled), each
 * with its time from navigation, whether it fell before or after the real first paint, and what
 * it spent its time on and what ran it (a script, an event, a frame, idle or timer callback).
 * Lantern replays these at 4× to simulate a phone: this shows which work its TBT is made of
 * (docs/performance.md, "What Lantern counts").
 */
const PHASES = {
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
export function printTasks(label, traceEvents) {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  // The page's own navigation (not the about:blank Lighthouse starts from): its frame's last before the paint.
  const start = traceEvents.findLast(
    (event) => event.name === 'navigationStart' && event.args?.frame === fcp?.args?.frame && event.ts < fcp.ts,
  );
  if (!fcp || !start) return;
  const onMain = (event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X';
  const tasks = traceEvents.filter((event) => onMain(event) && event.name === 'RunTask' && event.dur > 8000);
  console.error(`${label}: tasks over 8 ms (first paint at ${((fcp.ts - start.ts) / 1000).toFixed(0)} ms)`);
  for (const task of tasks) {
    const spent = {};
    const causes = new Set();
    for (const event of traceEvents)
      if (onMain(event) && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur) {
        const phase = PHASES[event.name];
        if (phase) spent[phase] = (spent[phase] ?? 0) + event.dur / 1000;
        const data = event.args?.data ?? {};
        if (event.name === 'EventDispatch') causes.add(`event ${data.type}`);
        else if (CALLBACKS.has(event.name)) causes.add(event.name);
        else if (/^(EvaluateScript|v8\.evaluateModule)$/.test(event.name) && data.url)
          causes.add(`run ${data.url.replace(/^.*\//, '')}`);
      }
    const parts = Object.entries(spent).map(([phase, ms]) => `${phase} ${ms.toFixed(0)}`);
    if (causes.size) parts.push(`(${[...causes].join(', ')})`);
    console.error(
      `  @${((task.ts - start.ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms, ${task.ts < fcp.ts ? 'before' : 'after'} first paint: ${parts.join(', ')}`,
    );
  }
}
