/** POST /api/user/reset-password: mails a reset link; the answer never reveals whether the account exists. */
import { requestPasswordReset } from '@/lib/commerce/users';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { resetPasswordInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, store, now, t }) => {
  const { email } = parseInput(resetPasswordInputSchema, await readJsonBody(request));
  await requestPasswordReset(db, store, email, now);
  return { result: t('resetRequested') };
});
