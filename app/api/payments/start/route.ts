/**
 * POST /api/payments/start { orderKey | orderId }: opens the order's payment at the provider of its
 * method and answers what the browser needs (card fields, wallet sheet or redirect URL) with the
 * order's amount. A guest names the order by its Idempotency-Key, a customer by its id.
 */
import { findCustomer } from '@/lib/commerce/auth';
import { findPayableOrder, startPayment, sweepUnpaidOrdersNow } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody, requestOrigin } from '@/lib/http';
import { paymentTargetSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, store, now }) => {
  const target = parseInput(paymentTargetSchema, await readJsonBody(request));
  await sweepUnpaidOrdersNow(db);
  const customer = 'orderId' in target ? await findCustomer(request, { db, now }) : null;
  const payable = await findPayableOrder(db, target, customer);
  return { result: await startPayment(db, payable, store, requestOrigin(request), now) };
});
