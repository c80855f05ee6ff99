/**
 * Product reviews: a customer writes one (held for moderation); a product page reads the approved
 * ones with the catalogue's, a page at a time.
 */
export { createReview } from './reviews';
export { readProductReviews, type ReviewedProduct } from './read-reviews';
export { productReviews } from './product-reviews';
