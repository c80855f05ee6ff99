/** POST /api/user/create: registers a customer; answers the new customer. */
import { apiRoute, parseInput, readCustomerView, readJsonBody, registerCustomer } from '@/lib/commerce';
import { registerInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { customer, password } = parseInput(registerInputSchema, await readJsonBody(request));
  return { result: await readCustomerView(db, await registerCustomer(db, customer, password, now)) };
});
