/** POST /api/payments/braintree/process { orderKey | orderId, nonce } (spec 01 §7 "PayPal: POST braintree process"): charges the PayPal nonce for the order's amount. */
import { findCustomer } from '@/lib/commerce/auth';
import { findPayableOrder, processPayment } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody, requestOrigin } from '@/lib/http';
import { paymentProcessInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, store, now }) => {
  const input = parseInput(paymentProcessInputSchema, await readJsonBody(request));
  const customer = 'orderId' in input ? await findCustomer(request, { db, now }) : null;
  const payable = await findPayableOrder(db, input, customer);
  return { result: await processPayment(db, payable, input.nonce, store, requestOrigin(request), now) };
});
