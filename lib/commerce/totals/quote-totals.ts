/**
 * Totals of a stored cart or of an order payload: prices the lines, adds the coupon's free
 * product line, checks the destination country and runs `computeCartTotals`.
 */
import { DELIVERY_COUNTRIES } from '@/lib/config/commerce';
import { ApiError } from '../http/api-error';
import type { CartRow, Db, UserRow } from '../db/schema';
import { listCartLines } from '../carts/cart-repository';
import { hasOrdersFromEmail } from '../orders/order-repository';
import { computeCartTotals, type CartTotals } from './cart-totals';
import { findCoupon, isRedeemable, type Coupon } from './coupons';
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

export async function totalsFor(items: readonly LineToPrice[], coupon: Coupon | null, scope: PricingScope): Promise<QuotedTotals> {
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

export async function cartTotals(db: Db, cart: CartRow, scope: Omit<PricingScope, 'country'>): Promise<CartTotals> {
  const coupon = cart.coupon_code ? findCoupon(cart.coupon_code) : null;
  const { totals } = await totalsFor(await cartLinesToPrice(db, cart), coupon, { ...scope, country: cart.shipping_country });
  return totals;
}

/**
 * The welcome voucher's condition (spec 02 §9, first registration only): a registered customer
 * whose e-mail address has never ordered, so deleting and re-registering an account does not
 * earn it again.
 */
export async function isFirstOrder(db: Db, customer: UserRow | null): Promise<boolean> {
  return customer !== null && !(await hasOrdersFromEmail(db, customer.email));
}

/**
 * Checks a coupon code against the cart: unknown → "incorrect", conditions unmet → "could not be
 * redeemed" (spec 02 §8). Answers the coupon to store on the cart.
 */
export async function redeemableCoupon(db: Db, cart: CartRow, code: string, scope: Omit<PricingScope, 'country'>): Promise<Coupon> {
  const coupon = findCoupon(code);
  if (!coupon) throw new ApiError(400, 'couponIncorrect');
  const { totals } = await totalsFor(await cartLinesToPrice(db, cart), null, { ...scope, country: cart.shipping_country });
  const context = { goodsValue: totals.subtotal_incl_tax, firstOrder: await isFirstOrder(db, scope.customer) };
  if (!isRedeemable(coupon, context)) throw new ApiError(400, 'couponNotRedeemable', { code: coupon.code });
  return coupon;
}
