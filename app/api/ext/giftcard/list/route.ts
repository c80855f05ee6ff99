/**
 * GET /api/ext/giftcard/list (spec 02 §7 "GET gift cards and coupons endpoint"): the caller's gift
 * cards and vouchers as `{ active, inactive }`. This server keeps no codes per customer yet (a cart
 * keeps only the coupon applied to it), so both lists are empty until it does (docs/server-api.md).
 */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import type { GiftCardList } from '@/lib/contract/gift-card';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  await requireCustomer(request, context);
  const codes: GiftCardList = { active: [], inactive: [] };
  return { result: codes };
});
