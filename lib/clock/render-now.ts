/**
 * "Now" for server components (issue 17): the same clock as the route handlers' `context.now`
 * (`./request-clock.ts`), read from the request being rendered. Only while the test clock is enabled does
 * it touch the request's headers at all; otherwise it is the real time and the page stays as
 * static or cacheable as it was, so a shop taking real money renders exactly as before.
 */
import { headers } from 'next/headers';
import { nowForCookies, testClockEnabled, type ClockEnv } from './request-clock';

export async function renderNow(env?: ClockEnv): Promise<Date> {
  if (!testClockEnabled(env)) return new Date();
  return nowForCookies((await headers()).get('cookie'), env);
}
