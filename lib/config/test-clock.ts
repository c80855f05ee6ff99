/**
 * The test clock (issue 17 e2e): a browser test moves the server's "now" forward for its own
 * requests only, with a cookie naming whole days, so it can see beans turn active after 28 days
 * while tests running beside it keep the real time. The cookie counts only when both
 * `TEST_CLOCK=1` and `PAYMENTS_TEST_MODE=1` are set (a shop taking real money never runs it);
 * otherwise every request gets the real time.
 */
export const TEST_CLOCK_COOKIE = 'test_clock_offset_days';
/** At most this far forward. */
export const TEST_CLOCK_MAX_DAYS = 3660;
