/** POST /api/user/create-password: sets a new password with the token from the reset mail. */
import { createPassword } from '@/lib/commerce/users';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { createPasswordInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now, t }) => {
  await createPassword(db, parseInput(createPasswordInputSchema, await readJsonBody(request)), now);
  return { result: t('passwordUpdated') };
});
