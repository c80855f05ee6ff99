/**
 * The server's "now" for every route (`apiRoute` hands it on as `context.now`): the real time, or,
 * only while the test clock is enabled (`lib/config/test-clock.ts`), the real time plus the offset
 * the e2e suite set through `POST /api/test/clock`. The offset lives on `globalThis`, so every
 * route bundle of the one server process reads the same value.
 */
import { TEST_CLOCK_ENV } from '@/lib/config/test-clock';
import { PAYMENT_ENV } from '@/lib/config/payments';

const OFFSET = Symbol.for('storefront.testClockOffsetMs');
type ClockGlobal = typeof globalThis & { [OFFSET]?: number };

export function testClockEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env[TEST_CLOCK_ENV] === '1' && env[PAYMENT_ENV.testMode] === '1';
}

export function serverNow(env: Record<string, string | undefined> = process.env): Date {
  const offset = testClockEnabled(env) ? ((globalThis as ClockGlobal)[OFFSET] ?? 0) : 0;
  return new Date(Date.now() + offset);
}

/** Moves the test clock forward by `ms` (or back to the real time with `reset`); answers the new now. */
export function moveTestClock(ms: number, reset = false): Date {
  const clock = globalThis as ClockGlobal;
  clock[OFFSET] = (reset ? 0 : (clock[OFFSET] ?? 0)) + ms;
  return serverNow();
}
