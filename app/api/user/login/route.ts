/** POST /api/user/login: access token in `result`, refresh token in `meta.refreshToken`. */
import { logIn } from '@/lib/commerce/auth';
import { apiRoute, clientAddress, parseInput, readJsonBody } from '@/lib/http';
import { loginInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const credentials = parseInput(loginInputSchema, await readJsonBody(request));
  const { token, refreshToken } = await logIn(db, credentials, clientAddress(request), now);
  return { result: token, meta: { refreshToken } };
});
