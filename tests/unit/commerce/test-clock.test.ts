/**
 * The e2e test clock (issue 17): only with TEST_CLOCK=1 and PAYMENTS_TEST_MODE=1 does a request's
 * cookie move that request's now by whole days; otherwise, and for anything but a small positive
 * whole number, the real time.
 */
import { serverNow, testClockDays, testClockEnabled } from '@/lib/clock/request-clock';

const DAY = 86_400_000;
const ON = { TEST_CLOCK: '1', PAYMENTS_TEST_MODE: '1' };
const withCookie = (cookie: string) => new Request('http://de.localhost/api/loyalty/points', { headers: { cookie } });
// Whole days from now; `now` is read after the request's, so a same-day answer can round to -0, which toBe(0) refuses.
const offset = (date: Date) => Math.round((date.getTime() - Date.now()) / DAY) || 0;

describe('the test clock', () => {
  it('is off unless both TEST_CLOCK=1 and PAYMENTS_TEST_MODE=1', () => {
    expect(testClockEnabled({})).toBe(false);
    expect(testClockEnabled({ TEST_CLOCK: '1' })).toBe(false);
    expect(testClockEnabled({ PAYMENTS_TEST_MODE: '1' })).toBe(false);
    expect(testClockEnabled(ON)).toBe(true);
  });

  it("moves a request's now by the cookie's days only while on", () => {
    const request = withCookie('a=b; test_clock_offset_days=28; c=d');
    expect(offset(serverNow(request, ON))).toBe(28);
    expect(offset(serverNow(request, { TEST_CLOCK: '1' }))).toBe(0);
    expect(offset(serverNow(request, {}))).toBe(0);
    expect(offset(serverNow(undefined, ON))).toBe(0);
  });

  it('reads only small positive whole days', () => {
    expect(testClockDays('test_clock_offset_days=28')).toBe(28);
    for (const value of ['-3', '1.5', 'x', '99999', '']) expect(testClockDays(`test_clock_offset_days=${value}`)).toBe(0);
    expect(testClockDays(null)).toBe(0);
  });
});
