/**
 * POST /api/admin/reviews/{reviewId} with `{ "decision": "approve" | "reject" }`: an operator
 * decides a pending review. Approved, it is listed and counted on its product page and its tiles at
 * once: the catalogue's cached pages are dropped and the change published to every replica, as
 * after an import. Operators only (`Authorization: Bearer $PAYMENTS_ADMIN_TOKEN`, as the other
 * admin routes). 400 naming the field, 404 for an unknown review, 409 for one already decided;
 * nothing changes on any refusal.
 */
import { requireOperator } from '@/lib/commerce/payments';
import { decideReview } from '@/lib/commerce/reviews';
import { announceCatalogChange } from '@/lib/catalog/read';
import { REVIEW_STATUS } from '@/lib/config/commerce';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { reviewModerationInputSchema, reviewModerationParamsSchema } from '@/lib/contract/review';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, params }) => {
  requireOperator(request.headers);
  const { reviewId } = parseInput(reviewModerationParamsSchema, params);
  const { decision } = parseInput(reviewModerationInputSchema, await readJsonBody(request));
  const decided = await decideReview(db, reviewId, decision);
  if (decided.status === REVIEW_STATUS.approved) await announceCatalogChange();
  return { result: decided };
});
