/** Product reviews: stored pending until a moderator publishes them. */
import { randomUUID } from 'node:crypto';
import { REVIEW_STATUS } from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import type { Db, UserRow } from '@/lib/db/schema';
import type { ReviewInput } from '@/lib/contract/review';

export async function createReview(db: Db, store: Store, customer: UserRow | null, review: ReviewInput, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('reviews')
    .values({
      id,
      store_code: store.code,
      user_id: customer?.id ?? null,
      product_id: review.product_id,
      nickname: review.nickname,
      title: review.title,
      detail: review.detail,
      rating: review.rating,
      status: REVIEW_STATUS.pending,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}
