/**
 * GET /api/payments/saved-method: the customer's payment method for subscriptions (label only).
 * POST { method: card | paypal, token }: replaces it with the token the provider's UI gave.
 */
import { requireCustomer } from '@/lib/commerce/auth';
import { replaceSavedMethod, savedMethodOf } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { savedMethodInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const customer = await requireCustomer(request, context);
  return { result: await savedMethodOf(context.db, customer) };
});

export const POST = apiRoute(async (request, context) => {
  const { method, token } = parseInput(savedMethodInputSchema, await readJsonBody(request));
  const customer = await requireCustomer(request, context);
  return { result: await replaceSavedMethod(context.db, customer, method, token, context.now) };
});
