/** POST /api/payments/status { orderKey | orderId | reference }: where the order's payment stands, with the methods it may switch to (a POST, so no key lands in a URL). */
import { findCustomer } from '@/lib/commerce/auth';
import { findPayableOrder, paymentStateWithMethods } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { paymentTargetSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const target = parseInput(paymentTargetSchema, await readJsonBody(request));
  const customer = 'orderId' in target ? await findCustomer(request, { db, now }) : null;
  return { result: await paymentStateWithMethods(db, await findPayableOrder(db, target, customer)) };
});
