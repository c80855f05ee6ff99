/**
 * The server's "now" for a request (`apiRoute` hands it on as `context.now`): the real time, or,
 * only while the test clock is enabled (`lib/config/test-clock.ts`), the real time plus the whole
 * days the request's test-clock cookie names. Per request, so tests running beside each other on
 * one server never move each other's clock.
 */
import { TEST_CLOCK_COOKIE, TEST_CLOCK_ENV, TEST_CLOCK_MAX_DAYS } from '@/lib/config/test-clock';
import { PAYMENT_ENV } from '@/lib/config/payments';

const DAY_MS = 86_400_000;

export function testClockEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env[TEST_CLOCK_ENV] === '1' && env[PAYMENT_ENV.testMode] === '1';
}

/** Whole days the request's cookie moves the clock; 0 for anything else. */
export function testClockDays(cookieHeader: string | null): number {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === TEST_CLOCK_COOKIE)?.[1];
  const days = Number(value);
  return Number.isInteger(days) && days > 0 && days <= TEST_CLOCK_MAX_DAYS ? days : 0;
}

export function serverNow(request?: Request, env: Record<string, string | undefined> = process.env): Date {
  const days = request && testClockEnabled(env) ? testClockDays(request.headers.get('cookie')) : 0;
  return new Date(Date.now() + days * DAY_MS);
}
