/**
 * The event loop's delay, for liveness: a histogram sampled over fixed windows, read as the last
 * window's 99th percentile. A loop blocked for good answers no probe at all (the prober's timeout
 * says so); this catches a loop that still answers, but late.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface EventLoopWatch {
  /** The last window's p99 delay in ms (0 before the first window closed). */
  delayMs(): number;
  stop(): void;
}

const RESOLUTION_MS = 10;

export function watchEventLoop(windowMs: number): EventLoopWatch {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let last = 0;
  const timer = setInterval(() => {
    // The histogram counts the sampling resolution itself as delay.
    last = Math.max(0, histogram.percentile(99) / 1e6 - RESOLUTION_MS);
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    delayMs: () => Math.round(last * 10) / 10,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
