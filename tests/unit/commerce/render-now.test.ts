/**
 * Server components' "now" (issue 17): `renderNow()` reads the request being rendered exactly as
 * `apiRoute` reads its request (`serverNow`), so a page and the API it calls agree on the test
 * clock; with the test clock off it never touches the request's headers (pages stay static or
 * cacheable) and is the real time.
 */
import { renderNow } from '@/lib/clock/render-now';
import { serverNow } from '@/lib/clock/request-clock';

const headers = jest.fn();
jest.mock('next/headers', () => ({ headers: () => headers() }));

const DAY = 86_400_000;
const ON = { TEST_CLOCK: '1', PAYMENTS_TEST_MODE: '1' };
// Whole days from now; `|| 0` turns the -0 of a date a millisecond before `Date.now()` into 0.
const offset = (date: Date) => Math.round((date.getTime() - Date.now()) / DAY) || 0;
const rendering = (cookie: string | null) => headers.mockResolvedValue(new Headers(cookie === null ? {} : { cookie }));

beforeEach(() => headers.mockReset());

describe('renderNow', () => {
  it("moves the rendered request's now by its test-clock cookie, as the API routes do", async () => {
    const cookie = 'session=x; test_clock_offset_days=28';
    rendering(cookie);
    const page = await renderNow(ON);
    const api = serverNow(new Request('http://de.localhost/api/loyalty/points', { headers: { cookie } }), ON);
    expect(offset(page)).toBe(28);
    expect(Math.abs(page.getTime() - api.getTime())).toBeLessThan(1000);
  });

  it('is the real time for a request without the cookie or with a bad one', async () => {
    for (const cookie of [null, 'test_clock_offset_days=-5', 'test_clock_offset_days=abc']) {
      rendering(cookie);
      expect(offset(await renderNow(ON))).toBe(0);
    }
  });

  it('never reads the request while the test clock is off', async () => {
    rendering('test_clock_offset_days=28');
    for (const env of [{}, { TEST_CLOCK: '1' }, { PAYMENTS_TEST_MODE: '1' }]) expect(offset(await renderNow(env))).toBe(0);
    expect(headers).not.toHaveBeenCalled();
  });
});
