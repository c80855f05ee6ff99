/**
 * POST /api/payments/amazonpay/checkout-session?reference={checkoutSessionId}: Amazon Pay's button
 * (checkout.js "createCheckoutSession: { url }") asks on a click for the checkout session to sign
 * the buyer in to; it is the one the order's payment opened at "Pay now" (created by our server
 * with the order's return URLs). Answers Amazon's shape `{ checkoutSessionId }`; 404 for a session
 * of no order waiting for its money.
 */
import { amazonCheckoutSessionOf } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { amazonCheckoutSessionQuerySchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db }) => {
  const { reference } = parseInput(amazonCheckoutSessionQuerySchema, readQuery(request));
  return Response.json({ checkoutSessionId: await amazonCheckoutSessionOf(db, reference) }, { headers: { 'cache-control': 'no-store' } });
});
