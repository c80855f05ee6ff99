/** POST /api/test/clock (e2e only, `lib/config/test-clock.ts`): move the server's clock forward by whole days, or back to the real time. */
import { z } from 'zod';
import { TEST_CLOCK_MAX_DAYS } from '@/lib/config/test-clock';

export const testClockInputSchema = z.union([
  z.object({ advanceDays: z.number().int().min(0).max(TEST_CLOCK_MAX_DAYS) }).strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);
export const testClockAnswerSchema = z.object({ now: z.string() });
