/**
 * The dataLayer events (spec 01 §2–§4, §6; 02 §4, §7), GA4-shaped: each a pure function from what
 * the shop knows to the object a tag manager reads. Nothing here touches the browser; the browser
 * side pushes what these return (`data-layer.ts`).
 */
import type { QuantityChange } from '@/lib/catalog/cart-items';
import {
  SHIPPING_TIER_PLUS,
  SHIPPING_TIER_STANDARD,
  TRACKING_CURRENCY,
  VISITOR_LOGGED_IN,
  VISITOR_LOGGED_OUT,
  type PageType,
} from '@/lib/config/tracking';
import { isCoffeemaker, itemsValue, trackingItem, type ItemSource, type TrackingItem } from './items';

export interface EcommerceEvent<Name extends string, Extra = object> {
  event: Name;
  ecommerce: { currency: string; value: number; items: TrackingItem[] } & Extra;
}

function ecommerce<Name extends string, Extra extends object>(event: Name, items: TrackingItem[], extra: Extra, value = itemsValue(items)): EcommerceEvent<Name, Extra> {
  return { event, ecommerce: { currency: TRACKING_CURRENCY, value, items, ...extra } };
}

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Spec 01 §2: every page reports its type. */
export interface PageViewEvent {
  event: 'page_view';
  page_type: PageType;
  page_path: string;
  page_title?: string;
}
export function pageViewEvent(pageType: PageType, path: string, title?: string): PageViewEvent {
  return { event: 'page_view', page_type: pageType, page_path: path, ...(title ? { page_title: title } : {}) };
}

/** A product list shown (category, search, home grid), and one of its products chosen. */
export function viewItemListEvent(listName: string, products: readonly ItemSource[]) {
  const items = products.map((p, index) => trackingItem(p, { listName, index }));
  return { event: 'view_item_list' as const, ecommerce: { item_list_name: listName, items } };
}
export function selectItemEvent(listName: string, product: ItemSource, index: number) {
  return { event: 'select_item' as const, ecommerce: { item_list_name: listName, items: [trackingItem(product, { listName, index })] } };
}

export function viewItemEvent(product: ItemSource) {
  return ecommerce('view_item', [trackingItem({ ...product, qty: 1 })], {});
}

/**
 * Spec 01 §4 "Cart quantity change tracking": a product not in the cart is an add, a higher
 * quantity adds the difference, a lower one removes the difference; the item carries that
 * difference as its quantity.
 */
export function cartChangeEvent(line: ItemSource, change: NonNullable<QuantityChange>) {
  const item = trackingItem({ ...line, qty: change.qty });
  return ecommerce(change.kind === 'add' ? 'add_to_cart' : 'remove_from_cart', [item], {});
}

export function viewCartEvent(lines: readonly ItemSource[]) {
  return ecommerce('view_cart', lines.map((l) => trackingItem(l)), {});
}

export function beginCheckoutEvent(lines: readonly ItemSource[], coupon: string | null) {
  return ecommerce('begin_checkout', lines.map((l) => trackingItem(l)), coupon ? { coupon } : {});
}

export function addShippingInfoEvent(lines: readonly ItemSource[], shippingTier: string) {
  return ecommerce('add_shipping_info', lines.map((l) => trackingItem(l)), { shipping_tier: shippingTier });
}

export function addPaymentInfoEvent(lines: readonly ItemSource[], paymentType: string) {
  return ecommerce('add_payment_info', lines.map((l) => trackingItem(l)), { payment_type: paymentType });
}

/** Spec 01 §1: a Plus member ships 'PLUS Shipping', everyone else 'Standard'. */
export function shippingTier(isPlusMember: boolean): string {
  return isPlusMember ? SHIPPING_TIER_PLUS : SHIPPING_TIER_STANDARD;
}

/** What the shop knows of an order when it is placed: the cart's lines and totals, the chosen methods, the customer. */
export interface PurchaseInput {
  orderId: string;
  lines: ReadonlyArray<ItemSource & { is_subscription?: boolean }>;
  /** Grand total incl. tax (what the shopper pays). */
  grandTotal: number;
  /** All tax, goods and shipping. */
  tax: number;
  shippingInclTax: number;
  shippingTax: number;
  /** The cart's discount (negative or positive; reported as its absolute value). */
  discount: number;
  coupon: string | null;
  paymentType: string;
  isPlusMember: boolean;
  /** rmNewCustomer: the customer has no earlier order (a guest counts as new). */
  newCustomer: boolean;
}

/** Spec 01 §3 "Purchase tracking event": every field it lists, computed from the order's input. */
export function purchaseEvent(input: PurchaseInput) {
  const items = input.lines.map((l) => trackingItem(l));
  const split = input.lines.reduce(
    (acc, line, i) => {
      const row = items[i].price * items[i].quantity;
      if (isCoffeemaker(line)) acc.coffeemaker += row;
      else acc.other += row;
      return acc;
    },
    { coffeemaker: 0, other: 0 },
  );
  const containsSubscription = input.lines.some((l) => l.is_subscription === true);
  const shippingNet = input.shippingInclTax - input.shippingTax;
  return {
    event: 'purchase' as const,
    ecommerce: {
      transaction_id: input.orderId,
      orderId: input.orderId,
      items,
      value: money(input.grandTotal),
      currency: TRACKING_CURRENCY,
      coupon: input.coupon ?? '',
      tax: money(input.tax),
      shipping: money(input.shippingInclTax),
      shipping_incl_tax: money(input.shippingInclTax),
      tax_excl_shipping: money(input.tax - input.shippingTax),
      payment_type: input.paymentType,
      shipping_tier: shippingTier(input.isPlusMember),
      purchase_type: containsSubscription ? 'subscription' : 'one-time',
      revenue_coffeemaker: money(split.coffeemaker),
      revenue_notcoffeemaker: money(split.other),
      coupon_discount_amount_abs: money(Math.abs(input.discount)),
      rmNewCustomer: input.newCustomer,
      // Net revenue: what the shopper pays without tax and without the net shipping charge.
      total_net_revenue: money(input.grandTotal - input.tax - shippingNet),
      contains_subscription: containsSubscription,
    },
  };
}
export type PurchaseEvent = ReturnType<typeof purchaseEvent>;

/** Spec 01 §3: promotion events carry promotion_id, promotion_name, creative_name, creative_slot. */
export interface Promotion {
  promotion_id: string;
  promotion_name: string;
  creative_name: string;
  creative_slot: string;
}
export function viewPromotionEvent(promotions: readonly Promotion[]) {
  return { event: 'view_promotion' as const, ecommerce: { items: promotions.map((p) => ({ ...p })) } };
}
export function selectPromotionEvent(promotion: Promotion) {
  return { event: 'select_promotion' as const, ecommerce: { ...promotion, items: [{ ...promotion }] } };
}

/** Spec 02 §4 "Session": login, sign-up (also the Coffee Club's), and a refused login with the text the shopper saw. */
export function loginEvent(method = 'email') {
  return { event: 'login' as const, method };
}
export function signUpEvent(method = 'email') {
  return { event: 'sign_up' as const, method };
}
export function loginFailEvent(error: string) {
  return { event: 'login_fail' as const, error };
}

export function addToWishlistEvent(product: ItemSource) {
  return ecommerce('add_to_wishlist', [trackingItem({ ...product, qty: 1 })], {});
}

export function searchEvent(term: string) {
  return { event: 'search' as const, search_term: term };
}

/**
 * Spec 01 §3 visitor data and §6: the e-mail goes out hashed, and only with analytics storage
 * consent; spec 01 §4: a logged-in visitor is 'Logged in' and an existing customer.
 */
export interface VisitorInput {
  visitorId: string;
  loggedIn: boolean;
  hashedEmail: string | null;
  analyticsConsent: boolean;
  isPlusMember: boolean;
}
export function visitorDataEvent(input: VisitorInput) {
  return {
    event: 'visitor_data' as const,
    visitorId: input.visitorId,
    visitorLoginState: input.loggedIn ? VISITOR_LOGGED_IN : VISITOR_LOGGED_OUT,
    visitorExistingCustomer: input.loggedIn ? 'Yes' : 'No',
    ...(input.analyticsConsent && input.hashedEmail ? { email: input.hashedEmail } : {}),
    is_plus_member: input.isPlusMember,
  };
}
