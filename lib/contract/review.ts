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

/** GET /api/review/list?sku=&page=: a page of a product's reviews (the product page's "more"). */
export const reviewListQuerySchema = z.object({
  sku: z.string().trim().min(1).max(REVIEW_LIMITS.maxSku),
  page: z.coerce.number().int().min(1).max(REVIEW_LIMITS.maxPage),
});

/** A review as lists show it (the answer of the list, and the product page's first page). */
export interface StoredReview {
  id: string;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  /** ISO date-time. */
  created_at: string;
}

export interface ReviewStars {
  stars: number;
  count: number;
}

export interface ProductReviews {
  summary: { count: number; average: number; stars: ReviewStars[] };
  /** Newest first. */
  reviews: StoredReview[];
  page: number;
  pages: number;
}

/**
 * The operator's moderation of written reviews (`/api/admin/reviews`): the pending ones are listed
 * oldest first, and each is approved (then shown and counted on its product page and tile) or
 * rejected (never shown). Only a pending review is decided; a decision is final.
 */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export const reviewModerationParamsSchema = z.object({ reviewId: z.string().trim().min(1).max(64) });
export const reviewModerationInputSchema = z.object({ decision: z.enum(REVIEW_DECISIONS) }).strict();
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export interface PendingReview extends StoredReview {
  store_code: string;
  product_id: number;
}

export interface ReviewModerationAnswer {
  id: string;
  status: string;
  store_code: string;
  product_id: number;
}
