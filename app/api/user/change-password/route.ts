/** POST /api/user/change-password: the current password must match (spec 02 §5). */
import { apiRoute, changePassword, parseInput, readJsonBody, requireCustomer } from '@/lib/commerce';
import { changePasswordInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const passwords = parseInput(changePasswordInputSchema, await readJsonBody(request));
  await changePassword(context.db, await requireCustomer(request, context), passwords, context.now);
  return { result: context.t('passwordUpdated') };
});
