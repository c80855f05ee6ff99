/**
 * POST /api/payments/review { reference } (spec 01 §7 "Amazon Pay … process"): /amazonpay/review's
 * "Pay now". The order's amount goes to the provider, which answers where the buyer confirms it.
 */
import { findPayableOrder, reviewedPaymentUrl } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody, requestOrigin } from '@/lib/http';
import { paymentCompleteInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db }) => {
  const { reference } = parseInput(paymentCompleteInputSchema, await readJsonBody(request));
  return { result: { redirectUrl: await reviewedPaymentUrl(await findPayableOrder(db, { reference }, null), requestOrigin(request)) } };
});
