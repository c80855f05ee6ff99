/**
 * Blocking time of one Lighthouse run read from its observed trace by the main thread's CPU time
 * (ADR 0071). Lighthouse's simulated TBT takes each main-thread task's wall duration × its CPU
 * slowdown (4), so on a shared host a task the scheduler kept waiting counts as if the page had
 * worked all that time: the same build's TBT moved by seconds between runs of one session (ADR 0069).
 * A task's thread time (`tdur`) is what the renderer's main thread itself ran, whatever the load.
 *
 * Counted like Lighthouse's TBT: each top-level task (`RunTask`) of the renderer's main thread,
 * thread time × 4, the part over 50 ms, from the first contentful paint on (a task that straddles
 * it counts for its share after it). Two differences, kept on purpose: the observed first paint,
 * not Lantern's simulated one, and every task to the trace's end rather than to a simulated TTI
 * (the tasks after the load event are idle work well under the threshold on both pages).
 */

/** The trace events this reads; everything else in a Chromium trace is ignored. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export const CPU_SLOWDOWN = 4;
export const BLOCKING_THRESHOLD_MS = 50;
const TOP_LEVEL_TASK = 'RunTask';
const FIRST_CONTENTFUL_PAINT = 'firstContentfulPaint';

export interface BlockingTask {
  /** Milliseconds after the first contentful paint (negative: started before it). */
  startMs: number;
  wallMs: number;
  threadMs: number;
  /** Thread time counted after the first paint, × slowdown, minus the threshold. */
  blockingMs: number;
}

export interface ThreadBlocking {
  /** Sum of the tasks' blocking time by thread time. */
  blockingMs: number;
  /** The same tasks counted by wall duration, as Lighthouse's simulation takes them. */
  wallBlockingMs: number;
  /** Tasks whose thread or wall time reaches the threshold after slowdown, in order. */
  tasks: BlockingTask[];
}

const overThreshold = (ms: number) => Math.max(0, ms * CPU_SLOWDOWN - BLOCKING_THRESHOLD_MS);

/** Null when the trace has no first contentful paint (the run failed to paint). */
export function threadBlockingTime(events: readonly TraceEvent[]): ThreadBlocking | null {
  // The page's paint is the last one: Lighthouse starts from about:blank in the same renderer.
  const paint = events.filter((e) => e.name === FIRST_CONTENTFUL_PAINT).at(-1);
  if (!paint) return null;
  const result: ThreadBlocking = { blockingMs: 0, wallBlockingMs: 0, tasks: [] };
  for (const task of events) {
    if (task.name !== TOP_LEVEL_TASK || task.ph !== 'X' || task.pid !== paint.pid || task.tid !== paint.tid) continue;
    const wall = task.dur ?? 0;
    const end = task.ts + wall;
    if (end <= paint.ts || wall === 0) continue;
    const shareAfterPaint = task.ts >= paint.ts ? 1 : (end - paint.ts) / wall;
    const threadMs = (task.tdur ?? wall) / 1000;
    const wallMs = wall / 1000;
    if (Math.max(threadMs, wallMs) * CPU_SLOWDOWN < BLOCKING_THRESHOLD_MS) continue;
    const blockingMs = overThreshold(threadMs * shareAfterPaint);
    result.blockingMs += blockingMs;
    result.wallBlockingMs += overThreshold(wallMs * shareAfterPaint);
    result.tasks.push({ startMs: (task.ts - paint.ts) / 1000, wallMs, threadMs, blockingMs });
  }
  return result;
}

/** The events of a trace file as Lighthouse saves it (`{ traceEvents }`) or as a bare array. */
export function traceEventsOf(json: unknown): TraceEvent[] {
  if (Array.isArray(json)) return json as TraceEvent[];
  const events = (json as { traceEvents?: unknown } | null)?.traceEvents;
  if (!Array.isArray(events)) throw new Error('not a Chromium trace: no traceEvents');
  return events as TraceEvent[];
}
