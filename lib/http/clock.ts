/** The route handlers' "now" (`apiRoute`'s `context.now`): the server's one clock, `lib/clock`. */
export { nowForCookies, serverNow, testClockDays, testClockEnabled } from '@/lib/clock/request-clock';
