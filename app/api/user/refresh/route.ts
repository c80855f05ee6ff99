/** POST /api/user/refresh: the new access token in `result`, the rotated refresh token in `meta.refreshToken`. */
import { refreshSession } from '@/lib/commerce/auth';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { refreshInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { refreshToken } = parseInput(refreshInputSchema, await readJsonBody(request));
  const session = await refreshSession(db, refreshToken, now);
  return { result: session.token, meta: { refreshToken: session.refreshToken } };
});
