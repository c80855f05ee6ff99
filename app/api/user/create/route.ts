/** POST /api/user/create: registers a customer; answers the new customer. */
import { readCustomerView, registerCustomer } from '@/lib/commerce/users';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { registerInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { customer, password } = parseInput(registerInputSchema, await readJsonBody(request));
  return { result: await readCustomerView(db, await registerCustomer(db, customer, password, now)) };
});
