/**
 * The server's one "now" (issue 17, ADR 0041): the real time, or, only while the test clock is
 * enabled (`lib/config/test-clock.ts`), the real time plus the whole days the request's test-clock
 * cookie names. Per request, so tests running beside each other on one server never move each
 * other's clock. Route handlers get it as `apiRoute`'s `context.now` (`serverNow(request)`);
 * server components and anything else rendering inside a request read the same cookie through
 * `renderNow()` (`./render-now.ts`). Both come down to `nowForCookies`, so they always agree.
 * Server only (it reads the environment); outside `lib/commerce` so server components in
 * `components/` may use it too (they never import the commerce domain).
 */
import { TEST_CLOCK_COOKIE, TEST_CLOCK_MAX_DAYS } from '@/lib/config/test-clock';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

const DAY_MS = 86_400_000;

export type ClockEnv = EnvironmentSource;

export function testClockEnabled(source?: ClockEnv): boolean {
  const config = environment(source);
  return config.TEST_CLOCK === true && config.PAYMENTS_TEST_MODE === true;
}

/** Whole days the request's cookie moves the clock; 0 for anything else. */
export function testClockDays(cookieHeader: string | null | undefined): number {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === TEST_CLOCK_COOKIE)?.[1];
  const days = Number(value);
  return Number.isInteger(days) && days > 0 && days <= TEST_CLOCK_MAX_DAYS ? days : 0;
}

/** "Now" for a request carrying this Cookie header: moved by the test clock only while it is enabled. */
export function nowForCookies(cookieHeader: string | null | undefined, env?: ClockEnv): Date {
  const days = testClockEnabled(env) ? testClockDays(cookieHeader) : 0;
  return new Date(Date.now() + days * DAY_MS);
}

/** A route handler's "now" (`apiRoute` hands it on as `context.now`); without a request, the real time. */
export function serverNow(request?: Request, env?: ClockEnv): Date {
  return request ? nowForCookies(request.headers.get('cookie'), env) : new Date();
}
