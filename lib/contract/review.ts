/** The review the product page posts (spec 01 §7 "Review"), shared with the client. */
import { z } from 'zod';
import { REVIEW_LIMITS } from '@/lib/config/commerce';

export const reviewInputSchema = z.object({
  review: z.object({
    product_id: z.number().int().positive(),
    nickname: z.string().trim().min(REVIEW_LIMITS.minText).max(REVIEW_LIMITS.maxNickname),
    title: z.string().trim().min(REVIEW_LIMITS.minText).max(REVIEW_LIMITS.maxTitle),
    detail: z.string().trim().min(REVIEW_LIMITS.minText).max(REVIEW_LIMITS.maxDetail),
    rating: z.number().int().min(REVIEW_LIMITS.minRating).max(REVIEW_LIMITS.maxRating),
  }),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>['review'];
