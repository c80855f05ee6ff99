/**
 * Product reviews: a customer writes one (held for moderation), an operator approves or rejects
 * it; a product page reads the approved ones with the catalogue's, a page at a time, and its tiles
 * their count and average by the same rule.
 */
export { createReview } from './reviews';
export { readProductReviews, reviewFigures, type ReviewedProduct } from './read-reviews';
export { productReviews, tileReviewFigures } from './product-reviews';
export { decideReview, pendingReviews } from './moderation';
