/**
 * Cart totals and what they depend on: prices per customer group, coupons, shipping and payment
 * methods, deliverability.
 */
export { isKnownPaymentMethod, paymentMethods, shippingMethods } from './checkout-methods';
export { groupIdOf } from './price-lines';
export { assertDeliverable, cartTotals, redeemableCode } from './quote-totals';
