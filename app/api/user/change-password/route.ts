/** POST /api/user/change-password: the current password must match (spec 02 §5). */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { changePassword } from '@/lib/commerce/users/accounts';
import { changePasswordInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const passwords = parseInput(changePasswordInputSchema, await readJsonBody(request));
  await changePassword(context.db, await requireCustomer(request, context), passwords, context.now);
  return { result: context.t('passwordUpdated') };
});
