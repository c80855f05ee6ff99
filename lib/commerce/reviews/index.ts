/**
 * Product reviews a customer writes.
 */
export { createReview } from './reviews';
