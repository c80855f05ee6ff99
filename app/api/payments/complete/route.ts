/**
 * POST /api/payments/complete { reference } (spec 01 §7 "Amazon Pay … complete"): on
 * /amazonpay/complete, the approved checkout session completed for the order's stored amount.
 */
import { completePayment, completeTestPayment, findPayableOrder } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody, requestOrigin } from '@/lib/http';
import { paymentCompleteInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { reference } = parseInput(paymentCompleteInputSchema, await readJsonBody(request));
  const payable = await findPayableOrder(db, { reference }, null);
  if (payable.payment?.provider === 'test') return { result: await completeTestPayment(db, reference, now) };
  return { result: await completePayment(db, payable, requestOrigin(request), now) };
});
