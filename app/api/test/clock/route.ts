/**
 * POST /api/test/clock { advanceDays } | { reset: true }: moves the server's clock for the e2e suite
 * (beans turning active after 28 days). 404 unless TEST_CLOCK=1 and PAYMENTS_TEST_MODE=1, so a
 * shop taking real money never has it.
 */
import { ApiError, apiRoute, moveTestClock, parseInput, readJsonBody, testClockEnabled } from '@/lib/commerce';
import { testClockInputSchema } from '@/lib/contract/test-clock';

export const runtime = 'nodejs';

const DAY_MS = 86_400_000;

export const POST = apiRoute(async (request) => {
  if (!testClockEnabled()) throw new ApiError(404, 'notFound');
  const input = parseInput(testClockInputSchema, await readJsonBody(request));
  const now = 'reset' in input ? moveTestClock(0, true) : moveTestClock(input.advanceDays * DAY_MS);
  return { result: { now: now.toISOString() } };
});
