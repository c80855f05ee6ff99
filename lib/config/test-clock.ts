/**
 * The test clock (issue 17 e2e): moves the server's "now" forward so a browser test can see beans
 * turn active after 28 days. It works only when both `TEST_CLOCK=1` and `PAYMENTS_TEST_MODE=1` are
 * set (a shop taking real money never runs it); otherwise its route answers 404 and the clock is
 * the real one.
 */
export const TEST_CLOCK_ENV = 'TEST_CLOCK';
export const TEST_CLOCK_PATH = '/api/test/clock';
/** At most this far forward in one call. */
export const TEST_CLOCK_MAX_DAYS = 3660;
