/** POST /api/user/change-password: the current password must match (spec 02 §5). */
import { requireCustomer } from '@/lib/commerce/auth';
import { changePassword } from '@/lib/commerce/users';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { changePasswordInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const passwords = parseInput(changePasswordInputSchema, await readJsonBody(request));
  await changePassword(context.db, await requireCustomer(request, context), passwords, context.now);
  return { result: context.t('passwordUpdated') };
});
