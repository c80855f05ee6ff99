/** POST /api/user/login: access token in `result`, refresh token in `meta.refreshToken`. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { logIn } from '@/lib/commerce/auth/session';
import { clientAddress } from '@/lib/commerce/http/client-address';
import { loginInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const credentials = parseInput(loginInputSchema, await readJsonBody(request));
  const { token, refreshToken } = await logIn(db, credentials, clientAddress(request), now);
  return { result: token, meta: { refreshToken } };
});
