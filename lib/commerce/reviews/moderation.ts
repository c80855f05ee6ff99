/**
 * The operator's moderation of written reviews: they are stored pending (`createReview`) and
 * shown only once approved. A decision is taken once: the update is conditional on the review
 * still pending, so two operators deciding the same review at once cannot both win, and a refused
 * decision changes nothing.
 */
import { REVIEW_MODERATION_LIST_LIMIT, REVIEW_STATUS } from '@/lib/config/commerce';
import type { Db } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { PendingReview, ReviewDecision, ReviewModerationAnswer } from '@/lib/contract/review';

const STATUS_OF: Record<ReviewDecision, string> = { approve: REVIEW_STATUS.approved, reject: REVIEW_STATUS.rejected };

/** The pending reviews of every store, oldest first (the order they wait in). */
export async function pendingReviews(db: Db): Promise<PendingReview[]> {
  return db
    .selectFrom('reviews')
    .select(['id', 'store_code', 'product_id', 'nickname', 'title', 'detail', 'rating', 'created_at'])
    .where('status', '=', REVIEW_STATUS.pending)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(REVIEW_MODERATION_LIST_LIMIT)
    .execute();
}

/** 404 for an unknown review, 409 for one already decided; otherwise its new status. */
export async function decideReview(db: Db, reviewId: string, decision: ReviewDecision): Promise<ReviewModerationAnswer> {
  const review = await db.selectFrom('reviews').select(['id', 'store_code', 'product_id']).where('id', '=', reviewId).executeTakeFirst();
  if (!review) throw new ApiError(404, 'reviewNotFound');
  const status = STATUS_OF[decision];
  const updated = await db
    .updateTable('reviews')
    .set({ status })
    .where('id', '=', reviewId)
    .where('status', '=', REVIEW_STATUS.pending)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(409, 'reviewAlreadyDecided');
  return { id: review.id, status, store_code: review.store_code, product_id: review.product_id };
}
