/**
 * What a load's trace says of the page's main thread: how long its tasks took by the clock (what
 * Lighthouse counts) and how much of that the thread actually ran on a core. On a two-core machine
 * the browser's other processes (the compositor, the browser process, the tracing itself) and the
 * site's server share the cores with the page, so a task can take several times the CPU it uses:
 * the gap is time the thread waited for a core, which no change to the page's scripts removes.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: the CPU the thread used during the event, where the trace recorded it. */
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { url?: string } };
}

export interface MainThreadTime {
  /** The page's top-level main-thread tasks, summed by the clock. */
  wallMs: number;
  /** The same tasks' thread time: what the main thread ran on a core. */
  cpuMs: number;
}

/** The renderer main thread that parsed the page's own document (not about:blank, not the browser's own pages). */
function pageMainThread(events: readonly TraceEvent[], pageUrl: string): string | undefined {
  const parsed = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ParseHTML') continue;
    const url = e.args?.beginData?.url;
    if (!url || !url.startsWith(pageUrl)) continue;
    const key = `${e.pid}:${e.tid}`;
    parsed.set(key, (parsed.get(key) ?? 0) + 1);
  }
  return [...parsed].toSorted((a, b) => b[1] - a[1])[0]?.[0];
}

/** The wall and thread time of the page's main-thread tasks; undefined when the trace holds no such thread. */
export function mainThreadTime(events: readonly TraceEvent[], pageUrl: string): MainThreadTime | undefined {
  const thread = pageMainThread(events, pageUrl);
  if (!thread) return undefined;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === thread).toSorted((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // Top-level tasks only: one run inside another (a nested loop) is already in its time.
    if (task.ts < end) continue;
    wall += task.dur ?? 0;
    cpu += task.tdur ?? 0;
    end = task.ts + (task.dur ?? 0);
  }
  return { wallMs: Math.round(wall / 100) / 10, cpuMs: Math.round(cpu / 100) / 10 };
}
