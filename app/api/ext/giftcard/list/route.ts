/**
 * GET /api/ext/giftcard/list (spec 02 §7 "GET gift cards and coupons endpoint"): the caller's gift
 * cards and vouchers as `{ active, inactive }`: vouchers bought with beans and the welcome voucher.
 */
import { requireCustomer } from '@/lib/commerce/auth';
import { giftCardsOf } from '@/lib/commerce/loyalty';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const customer = await requireCustomer(request, context);
  return { result: await giftCardsOf(context.db, customer.id, context.now) };
});
