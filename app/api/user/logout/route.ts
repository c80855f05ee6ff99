/**
 * POST /api/user/logout `{ refreshToken }`: the token's whole family is revoked, so it never
 * refreshes again. Answers 200 for an unknown or already revoked token too: logging out cannot fail.
 */
import { endSession } from '@/lib/commerce/auth';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { refreshInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { refreshToken } = parseInput(refreshInputSchema, await readJsonBody(request));
  await endSession(db, refreshToken, now);
  return { result: true };
});
