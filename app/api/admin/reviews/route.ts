/**
 * GET /api/admin/reviews: the written reviews waiting for moderation, of every store, oldest first
 * (at most REVIEW_MODERATION_LIST_LIMIT; decide them and ask again). Operators only:
 * `Authorization: Bearer $PAYMENTS_ADMIN_TOKEN` (unset → every call 401), as the other admin routes.
 */
import { requireOperator } from '@/lib/commerce/payments';
import { pendingReviews } from '@/lib/commerce/reviews';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db }) => {
  requireOperator(request.headers);
  return { result: await pendingReviews(db) };
});
