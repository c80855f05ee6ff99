import { threadBlockingTime, traceEventsOf, type TraceEvent } from '@/scripts/bench/thread-blocking-time';

const MAIN = { pid: 7, tid: 1 };
const paint = (ms: number, where = MAIN): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ts: ms * 1000, ...where });
/** A main-thread task at `ms` (trace microseconds) lasting `wallMs`, of which `threadMs` ran on the CPU. */
const task = (ms: number, wallMs: number, threadMs: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: ms * 1000,
  dur: wallMs * 1000,
  tdur: threadMs * 1000,
  ...where,
});

describe('threadBlockingTime', () => {
  it('counts a task by its thread time × 4 over 50 ms, and by wall time beside it', () => {
    const result = threadBlockingTime([paint(1000), task(1100, 100, 30)]);
    expect(result?.blockingMs).toBe(70);
    expect(result?.wallBlockingMs).toBe(350);
  });

  it('leaves out what ended before the first paint and counts the share of one that straddles it', () => {
    // 40 ms of thread time, half of its wall time after the paint: 20 × 4 − 50.
    const result = threadBlockingTime([task(100, 200, 150), paint(1000), task(950, 100, 40)]);
    expect(result?.blockingMs).toBe(30);
    expect(result?.tasks).toHaveLength(1);
    expect(result?.tasks[0].startMs).toBe(-50);
  });

  it('reads the last paint and only its thread, and nothing for a task kept waiting under the threshold', () => {
    const other = { pid: 7, tid: 2 };
    const result = threadBlockingTime([paint(10), paint(1000), task(1100, 200, 30, other), task(1200, 90, 10), task(1400, 60, 12.5)]);
    expect(result?.blockingMs).toBe(0);
    expect(result?.wallBlockingMs).toBe(500);
    expect(result?.tasks.map((t) => t.startMs)).toEqual([200, 400]);
  });

  it('has no figure for a run that never painted', () => {
    expect(threadBlockingTime([task(100, 300, 300)])).toBeNull();
  });
});

describe('traceEventsOf', () => {
  it('reads a saved trace and a bare event array, and refuses anything else', () => {
    const events = [paint(1)];
    expect(traceEventsOf({ traceEvents: events })).toBe(events);
    expect(traceEventsOf(events)).toBe(events);
    expect(() => traceEventsOf({ audits: {} })).toThrow('no traceEvents');
  });
});
