/** POST /api/user/create-password: sets a new password with the token from the reset mail. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { createPassword } from '@/lib/commerce/users/accounts';
import { createPasswordInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now, t }) => {
  await createPassword(db, parseInput(createPasswordInputSchema, await readJsonBody(request)), now);
  return { result: t('passwordUpdated') };
});
