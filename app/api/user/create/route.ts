/** POST /api/user/create: registers a customer; answers the new customer. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { registerCustomer } from '@/lib/commerce/users/accounts';
import { readCustomerView } from '@/lib/commerce/users/customer-view';
import { registerInputSchema } from '@/lib/contract/user';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { customer, password } = parseInput(registerInputSchema, await readJsonBody(request));
  return { result: await readCustomerView(db, await registerCustomer(db, customer, password, now)) };
});
