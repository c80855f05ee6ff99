/** POST /api/user/delete: deletes the caller's account; the body repeats the current password (spec 02 §5, §7 deleteAccount). */
import { requireCustomer } from '@/lib/commerce/auth';
import { deleteAccount } from '@/lib/commerce/users';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { deleteAccountInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const { currentPassword } = parseInput(deleteAccountInputSchema, await readJsonBody(request));
  await deleteAccount(context.db, await requireCustomer(request, context), currentPassword);
  return { result: context.t('accountDeleted') };
});
