/** POST /api/user/refresh: the new access token in `result`, the rotated refresh token in `meta.refreshToken`. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { refreshSession } from '@/lib/commerce/auth/session';
import { refreshInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { refreshToken } = parseInput(refreshInputSchema, await readJsonBody(request));
  const session = await refreshSession(db, refreshToken, now);
  return { result: session.token, meta: { refreshToken: session.refreshToken } };
});
