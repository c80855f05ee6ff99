/**
 * The e2e test clock (issue 17): only with TEST_CLOCK=1 and PAYMENTS_TEST_MODE=1 does the route
 * move the server's now; otherwise the route answers 404 and a moved offset is never read.
 */
import { moveTestClock, serverNow, testClockEnabled } from '@/lib/commerce/http/clock';
import * as clock from '@/app/api/test/clock/route';

const DAY = 86_400_000;
const post = (body: unknown) => clock.POST(new Request('http://de.localhost/api/test/clock', { method: 'POST', body: JSON.stringify(body), headers: { host: 'de.localhost' } }));

describe('the test clock', () => {
  const saved = { ...process.env };
  afterEach(() => {
    moveTestClock(0, true);
    process.env = { ...saved };
  });

  it('is off unless both TEST_CLOCK=1 and PAYMENTS_TEST_MODE=1', () => {
    expect(testClockEnabled({})).toBe(false);
    expect(testClockEnabled({ TEST_CLOCK: '1' })).toBe(false);
    expect(testClockEnabled({ PAYMENTS_TEST_MODE: '1' })).toBe(false);
    expect(testClockEnabled({ TEST_CLOCK: '1', PAYMENTS_TEST_MODE: '1' })).toBe(true);
  });

  it('never reads a moved offset while off', () => {
    moveTestClock(30 * DAY);
    expect(Math.abs(serverNow({}).getTime() - Date.now())).toBeLessThan(1000);
    expect(serverNow({ TEST_CLOCK: '1', PAYMENTS_TEST_MODE: '1' }).getTime() - Date.now()).toBeGreaterThan(29 * DAY);
  });

  it('answers 404 while off, and moves the clock by whole days while on', async () => {
    delete process.env.TEST_CLOCK;
    expect((await post({ advanceDays: 28 })).status).toBe(404);
    process.env.TEST_CLOCK = '1';
    process.env.PAYMENTS_TEST_MODE = '1';
    expect((await post({ advanceDays: -1 })).status).toBe(400);
    const moved = await post({ advanceDays: 28 });
    expect(moved.status).toBe(200);
    const { result } = (await moved.json()) as { result: { now: string } };
    expect(Date.parse(result.now) - Date.now()).toBeGreaterThan(27.9 * DAY);
    await post({ reset: true });
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
  });
});
