/**
 * Limits (issue 14): every counted limit — login throttling, voucher and gift-card redemption,
 * referral use, coupon use per customer, contact/newsletter/order-tracking rate limits — goes
 * through `consumeLimit` (one hit, optionally inside the caller's transaction) or
 * `consumeLimits` (several keys, all or none). See docs/adr/0008-limits.md.
 */
export {
  consumeLimit,
  consumeLimits,
  limitHits,
  purgeEndedLimits,
  releaseLimit,
  resetLimit,
  type Limit,
} from './limit-counter';
