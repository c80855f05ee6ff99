/** POST /api/user/reset-password: mails a reset link; the answer never reveals whether the account exists. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { requestPasswordReset } from '@/lib/commerce/users/accounts';
import { resetPasswordInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, store, now, t }) => {
  const { email } = parseInput(resetPasswordInputSchema, await readJsonBody(request));
  await requestPasswordReset(db, store, email, now);
  return { result: t('resetRequested') };
});
