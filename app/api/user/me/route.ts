/**
 * The caller's own account: GET reads the profile, POST updates it (spec 02 §7 getProfile,
 * updateProfile). Deleting it is POST /api/user/delete, which asks for the password.
 */
import { requireCustomer } from '@/lib/commerce/auth';
import { readCustomerView, updateProfile } from '@/lib/commerce/users';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { updateProfileInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  return { result: await readCustomerView(context.db, await requireCustomer(request, context)) };
});

export const POST = apiRoute(async (request, context) => {
  const { customer } = parseInput(updateProfileInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  return { result: await readCustomerView(context.db, await updateProfile(context.db, user, customer, context.now)) };
});
