/**
 * Totals of a stored cart or of an order payload: prices the lines, adds the coupon's free
 * product line, checks the destination country and runs `computeCartTotals`.
 */
import { DELIVERY_COUNTRIES } from '@/lib/config/commerce';
import { ApiError } from '@/lib/http/api-error';
import type { CartRow, Db, UserRow } from '@/lib/db/schema';
import { listCartLines } from '../carts/cart-repository';
import { hasOrdersFromEmail } from '../orders/order-repository';
import { computeCartTotals, type CartTotals } from './cart-totals';
import { combinableWithGiftCard, findCoupon, isRedeemable, type Coupon } from './coupons';
import { findIssuedCode, issuedCoupon } from '../loyalty/issued-codes';
import { findGiftCard, isUsableGiftCard } from '../loyalty/gift-cards';
import { isPlusActive } from '@/lib/loyalty';
import { fromCents, toCents } from '../money';
import type { GiftCardRow } from '@/lib/db/schema';
import { freeShippingThreshold, priceLines, standardTaxRate, type LineToPrice, type PricingScope } from './price-lines';

export const FREE_PRODUCT_LINE_ID = 'free-product';

export function assertDeliverable(country: string): void {
  if (!(DELIVERY_COUNTRIES as readonly string[]).includes(country)) throw new ApiError(400, 'deliveryNotPossible');
}

export interface QuotedTotals {
  totals: CartTotals;
  /** Skus of lines the catalogue no longer has (left out of the totals). */
  missing: string[];
}

export interface Payments {
  /** The usable gift card on the cart, if any. */
  giftCard?: GiftCardRow | null;
}

export async function totalsFor(items: readonly LineToPrice[], coupon: Coupon | null, scope: PricingScope, payments: Payments = {}): Promise<QuotedTotals> {
  assertDeliverable(scope.country);
  const withFreeProduct =
    coupon?.rule.kind === 'free_product'
      ? [...items, { item_id: FREE_PRODUCT_LINE_ID, sku: coupon.rule.sku, qty: 1, is_free_product: true }]
      : items;
  const { lines, missing, taxRules } = await priceLines(withFreeProduct, scope);
  const totals = computeCartTotals({
    lines,
    country: scope.country,
    coupon,
    freeShippingThreshold: await freeShippingThreshold(scope.store, scope.country),
    shippingTaxRate: standardTaxRate(taxRules, scope.country),
    giftCard: payments.giftCard
      ? { code: payments.giftCard.code, balance: fromCents(payments.giftCard.remaining_cents), minimumGoodsValue: fromCents(payments.giftCard.minimum_goods_cents) }
      : null,
    plusShipping: scope.customer !== null && isPlusActive(scope.customer.is_plus_member === 1, scope.customer.plus_ending_date, scope.now),
  });
  return { totals, missing };
}

export async function cartLinesToPrice(db: Db, cart: CartRow): Promise<LineToPrice[]> {
  return (await listCartLines(db, cart.id)).map((line) => ({
    item_id: line.id,
    sku: line.sku,
    qty: line.qty,
    is_free_product: line.is_free_product === 1,
  }));
}

/** A code the shop knows as a coupon: a configured one, or a code it issued to a customer (referral, PLUS). */
export async function lookupCoupon(db: Db, code: string, customer: UserRow | null, now: Date): Promise<Coupon | null> {
  const configured = findCoupon(code);
  if (configured) return configured;
  const issued = code.trim().length > 0 ? await findIssuedCode(db, code) : undefined;
  return issued ? issuedCoupon(issued, customer?.id ?? null, now) : null;
}

/** The cart's gift card while it can still pay (its owner, within its dates, balance left). */
export async function cartGiftCard(db: Db, cart: CartRow, customer: UserRow | null, now: Date): Promise<GiftCardRow | null> {
  if (!cart.gift_card_code) return null;
  const card = await findGiftCard(db, cart.gift_card_code);
  return card && isUsableGiftCard(card, customer?.id ?? null, now) ? card : null;
}

export async function cartTotals(db: Db, cart: CartRow, scope: Omit<PricingScope, 'country'>): Promise<CartTotals> {
  const coupon = cart.coupon_code ? await lookupCoupon(db, cart.coupon_code, scope.customer, scope.now) : null;
  const giftCard = await cartGiftCard(db, cart, scope.customer, scope.now);
  const { totals } = await totalsFor(await cartLinesToPrice(db, cart), coupon, { ...scope, country: cart.shipping_country }, { giftCard });
  return totals;
}

/**
 * A first-order-only code's condition (a referral code, spec 02 §9 "first order"): a registered
 * customer whose e-mail address has never ordered, so deleting and re-registering an account does
 * not make a first order again.
 */
export async function isFirstOrder(db: Db, customer: UserRow | null): Promise<boolean> {
  return customer !== null && !(await hasOrdersFromEmail(db, customer.email));
}

/**
 * Checks a coupon code against the cart: unknown → "incorrect", conditions unmet → "could not be
 * redeemed" (spec 02 §8). Answers the coupon to store on the cart.
 */
export async function redeemableCoupon(db: Db, cart: CartRow, code: string, scope: Omit<PricingScope, 'country'>): Promise<Coupon> {
  const coupon = await lookupCoupon(db, code, scope.customer, scope.now);
  if (!coupon) throw new ApiError(400, 'couponIncorrect');
  const { totals } = await totalsFor(await cartLinesToPrice(db, cart), null, { ...scope, country: cart.shipping_country });
  const context = { goodsValue: totals.subtotal_incl_tax, firstOrder: await isFirstOrder(db, scope.customer) };
  if (!isRedeemable(coupon, context)) throw new ApiError(400, 'couponNotRedeemable', { code: coupon.code });
  // A code standing alone (referral) is not combinable with the cart's gift card or voucher (spec 02 §9).
  if (!combinableWithGiftCard(coupon, await cartGiftCard(db, cart, scope.customer, scope.now))) throw new ApiError(400, 'couponNotRedeemable', { code: coupon.code });
  // A discount leaving freight goods out (PLUS codes) on a cart of only freight goods would take nothing off.
  if (coupon.rule.excludeFreight) {
    const discounted = await totalsFor(await cartLinesToPrice(db, cart), coupon, { ...scope, country: cart.shipping_country });
    if (discounted.totals.discount_amount === 0) throw new ApiError(400, 'couponNotRedeemable', { code: coupon.code });
  }
  return coupon;
}

export type RedeemableCode = { coupon: Coupon } | { giftCard: GiftCardRow };

/**
 * The cart's voucher entry (spec 01 §7 apply coupon, 02 §3 gift cards): a coupon code, or else a
 * gift card or voucher the caller may use now; anything else is "incorrect" as before.
 */
export async function redeemableCode(db: Db, cart: CartRow, code: string, scope: Omit<PricingScope, 'country'>): Promise<RedeemableCode> {
  if (await lookupCoupon(db, code, scope.customer, scope.now)) return { coupon: await redeemableCoupon(db, cart, code, scope) };
  const card = await findGiftCard(db, code);
  if (!card) throw new ApiError(400, 'couponIncorrect');
  if (!isUsableGiftCard(card, scope.customer?.id ?? null, scope.now)) throw new ApiError(400, 'couponNotRedeemable', { code: card.code });
  // Not on a cart holding a code that stands alone (referral, spec 02 §9 "not combinable").
  const held = cart.coupon_code ? await lookupCoupon(db, cart.coupon_code, scope.customer, scope.now) : null;
  if (!combinableWithGiftCard(held, card)) throw new ApiError(400, 'couponNotRedeemable', { code: card.code });
  const { totals } = await totalsFor(await cartLinesToPrice(db, cart), null, { ...scope, country: cart.shipping_country });
  if (toCents(totals.subtotal_incl_tax) < card.minimum_goods_cents) throw new ApiError(400, 'couponNotRedeemable', { code: card.code });
  return { giftCard: card };
}
