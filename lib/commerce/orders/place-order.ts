/**
 * Order placement, stored exactly once (docs/architecture.md "Server API rules", issue 5):
 * - the Idempotency-Key is kept with the order; the same key with the same payload answers the
 *   first order, with another payload 422;
 * - totals are recomputed from the catalogue; the client's prices are never read;
 * - quantities obey the cart's rule (`refuseOrderQuantities`), the grand total a plausibility cap;
 * - a first-order-only coupon is counted once per e-mail inside the transaction (`lib/commerce/limits`);
 * - the order, its lines, its key, the subscriptions its subscribed lines start, the confirmation
 *   mail of an order confirmed at once (cash on delivery; ADR 0044) and the stock
 *   decrements (and a Coffee Club member's beans) are one transaction: stock is taken by a conditional update, so concurrent orders
 *   never oversell; a line the stock cannot serve fails the whole order with the spec's stock
 *   error (`OrderStockError`), checked before the transaction and again by the update itself.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { serverNow } from '@/lib/clock/request-clock';
import {
  IDEMPOTENCY_KEY_RETENTION_MS,
  ORDER_LINE_POSITION_DIGITS,
  ORDER_MAX_GRAND_TOTAL_CENTS,
  ORDER_NUMBER_ATTEMPTS,
  ORDER_NUMBER_SUFFIX_RANGE,
  ORDER_STOCK_ERROR,
} from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import { isUniqueViolation } from '@/lib/db/constraint-errors';
import type { Transaction } from 'kysely';
import { makeDurable } from '@/lib/db/durability';
import type { CartRow, Database, Db, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { checkAddress } from '../address/address-check';
import { convertCart, findActiveCartByToken } from '../carts/cart-repository';
import { readStock } from '../stock/stock-info';
import { reserveStock } from '../stock/stock-repository';
import { fromCents, toCents } from '../money';
import { findCatalogProducts } from '../catalog/product-lookup';
import { refuseUnverifiedAge } from '../service/age-verification';
import { refuseOrderQuantities } from '../catalog/quantity-limits';
import { formatPrice } from '@/lib/i18n/format-price';
import { combinableWithGiftCard, couponUseLimit } from '../totals/coupons';
import { consumeLimit } from '../limits';
import { isKnownPaymentMethod } from '../totals/checkout-methods';
import { cartGiftCard, lookupCoupon, totalsFor } from '../totals/quote-totals';
import { useIssuedCode } from '../loyalty/issued-codes';
import { spendGiftCard } from '../loyalty/gift-cards';
import type { OrderPayloadInput } from '@/lib/contract/order';
import { orderSubscriptions } from '../subscriptions/order-subscriptions';
import { insertSubscriptions } from '../subscriptions/subscription-repository';
import { subscriptionRows, type SubscribedLine } from '../subscriptions/subscriptions';
import type { SubscriptionPlanView } from '@/lib/contract/subscription-plan';
import { findIdempotencyKey, findOrderById, hasOrdersFromEmail, insertOrder, listOrderLines, purgeIdempotencyKeysBefore } from './order-repository';
import { orderView, type OrderView } from './order-view';
import { OrderStockError, shortLines } from './order-stock';
import { orderDeliveryEstimate } from './order-delivery';
import { isConfirmedAtPlacement, sendOrderConfirmation } from './order-confirmation-mail';
import { initialOrderStatus } from '../payments/order-payment-state';
import { earnOrderBeans } from '../loyalty/order-beans';
import { PLUS } from '@/lib/config/loyalty';
import { STOCK_REFUSAL_REASON } from '@/lib/config/observability';
import { countOrderPlaced, countRefusal } from '@/lib/observability/metrics';

export interface PlacedOrder {
  order: OrderView;
  /** True when the key was seen before and the first order is answered again. */
  replayed: boolean;
}

export interface OrderScope {
  store: Store;
  customer: UserRow | null;
  now: Date;
  /**
   * Runs inside the order's transaction after the order and its stock are written (a subscription
   * cycle moves its schedule there): both are stored or neither.
   */
  inOrderTransaction?: (trx: Transaction<Database>, order: { id: string; increment_id: string }) => Promise<void>;
  /**
   * The caller has just looked the key up itself (a subscription cycle reads its job key): the
   * replay read before the order is skipped. A key that exists after all still answers the first
   * order, through the unique violation the insert then meets.
   */
  keyCheckedByCaller?: boolean;
  /**
   * False for a subscription cycle: the scan that queued it forgets the expired keys once per run
   * (`forgetExpiredIdempotencyKeys`) instead of one delete per order. Every other order does it itself.
   */
  purgesExpiredKeys?: boolean;
  /** The shopper's offline queue sent it (`X-Order-Replay: queued`): counted as a queued order received. */
  fromOfflineQueue?: boolean;
  /**
   * A subscription cycle's order: the subscription's interval and term, kept on its one line so
   * the follow-up order and its mail say them as the first order did.
   */
  cycleOf?: SubscriptionPlanView;
}

/** The interval and term kept on the line at `index`: the subscription it starts, or the one a cycle places it for. */
function linePlan(index: number, subscribed: readonly SubscribedLine[], cycleOf: SubscriptionPlanView | undefined): string | null {
  const plan = subscribed.find((line) => line.position === index + 1)?.plan ?? (index === 0 ? cycleOf : undefined);
  if (!plan) return null;
  const { interval_days, interval_months = null, term, end_date, deliveries } = plan;
  return JSON.stringify({ interval_days, interval_months, term, end_date, deliveries } satisfies SubscriptionPlanView);
}

/** JSON with sorted keys: the same payload always hashes the same, whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function payloadHash(payload: OrderPayloadInput): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

async function answerExisting(db: Db, key: string, hash: string, store: Store): Promise<PlacedOrder | null> {
  const existing = await findIdempotencyKey(db, key);
  if (!existing) return null;
  if (existing.payload_hash !== hash) throw new ApiError(422, 'idempotencyKeyConflict');
  const order = await findOrderById(db, existing.order_id);
  if (!order) return null;
  const view = orderView(order, await listOrderLines(db, [order.id]));
  // A replay answers the estimate the first answer gave: from the time the order was placed.
  const delivery_estimate = view.totals?.is_virtual ? null : await orderDeliveryEstimate(store, view.addresses?.shipping, new Date(order.created_at));
  return { order: { ...view, delivery_estimate }, replayed: true };
}

/** The cart the order converts: only an active cart of the same store and the same customer. */
async function orderedCart(db: Db, payload: OrderPayloadInput, scope: OrderScope): Promise<CartRow | null> {
  if (!payload.cart_id) return null;
  const cart = await findActiveCartByToken(db, payload.cart_id);
  if (!cart || cart.store_code !== scope.store.code) return null;
  return cart.user_id === null || cart.user_id === scope.customer?.id ? cart : null;
}

/** The shopper-facing order number: store id, millisecond timestamp and a random suffix (unique in the table). */
function orderNumber(store: Store, now: Date): string {
  return `${store.storeId}${now.getTime()}${randomInt(ORDER_NUMBER_SUFFIX_RANGE)}`;
}

/** True for the refusal of an order whose goods are out of stock. */
export function isStockError(error: unknown): boolean {
  return error instanceof ApiError && error.fixedMessage === ORDER_STOCK_ERROR;
}

/** Keys past the retention window are forgotten; the orders themselves stay. */
export async function forgetExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return purgeIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString());
}

export async function placeOrder(db: Db, key: string, payload: OrderPayloadInput, scope: OrderScope): Promise<PlacedOrder> {
  const hash = payloadHash(payload);
  let placed: PlacedOrder;
  try {
    placed = await storeOrder(db, key, hash, payload, scope);
  } catch (error) {
    // Refusals are counted by reason; a failure that is no refusal is the request's 5xx, counted there.
    if (error instanceof ApiError) countRefusal('order', isStockError(error) ? STOCK_REFUSAL_REASON : error.messageKey);
    throw error;
  }
  // An acknowledged order must survive a power cut, also when it answers a replay.
  await makeDurable(db);
  countOrderPlaced(scope.store.code, payload.addressInformation.payment_method_code, { replayed: placed.replayed, fromOfflineQueue: scope.fromOfflineQueue === true });
  return placed;
}

async function storeOrder(db: Db, key: string, hash: string, payload: OrderPayloadInput, scope: OrderScope): Promise<PlacedOrder> {
  if (!scope.keyCheckedByCaller) {
    const replay = await answerExisting(db, key, hash, scope.store);
    if (replay) return replay;
  }

  const { store, customer, now } = scope;
  const { shippingAddress, billingAddress, payment_method_code: paymentMethod } = payload.addressInformation;
  const email = customer?.email ?? billingAddress.email ?? shippingAddress.email;
  if (!email) {
    throw new ApiError(400, 'orderInvalidField', {
      email: store.contact.email,
      field: 'addressInformation.billingAddress.email',
      problem: 'required',
    });
  }

  for (const [name, address] of [['shippingAddress', shippingAddress], ['billingAddress', billingAddress]] as const) {
    if (!checkAddress(address).valid) {
      throw new ApiError(400, 'orderInvalidField', {
        email: store.contact.email,
        field: `addressInformation.${name}.postcode`,
        problem: address.postcode,
      });
    }
  }

  const ordered = await findCatalogProducts(store, payload.products.map((product) => product.sku));
  refuseOrderQuantities(payload.products.map((product) => ({ qty: product.qty, found: ordered.get(product.sku) })), store.i18n.defaultLocale);
  refuseUnverifiedAge(ordered.values(), customer?.birth_date ?? payload.age_verification?.birth_date ?? null, now);

  // PLUS belongs to an account: a guest cannot buy it (spec 02 §6 "not transferable").
  if (!customer && payload.products.some((product) => product.sku === PLUS.sku)) throw new ApiError(401, 'notLoggedIn');

  const cart = await orderedCart(db, payload, scope);
  const coupon = cart?.coupon_code ? await lookupCoupon(db, cart.coupon_code, customer, now) : null;
  // A code the cart holds that no longer counts (a single-use code another order took) refuses the order, never drops silently.
  if (cart?.coupon_code && !coupon) throw new ApiError(400, 'couponNotRedeemable', { code: cart.coupon_code });
  const giftCard = cart ? await cartGiftCard(db, cart, customer, now) : null;
  // A referral code is not combinable (spec 02 §9): never with a gift card or voucher on one order.
  if (!combinableWithGiftCard(coupon, giftCard)) throw new ApiError(400, 'couponNotRedeemable', { code: coupon?.code ?? '' });
  const items = payload.products.map((product, i) => ({ item_id: String(i), sku: product.sku, qty: product.qty, is_free_product: false }));
  const { totals, missing } = await totalsFor(items, coupon, { store, customer, now, country: shippingAddress.countryId }, { giftCard });
  if (missing.length > 0) throw new OrderStockError(shortLines(payload.products, [], missing));
  if (toCents(totals.grand_total) > ORDER_MAX_GRAND_TOTAL_CENTS) {
    throw new ApiError(400, 'orderTotalTooHigh', { max: formatPrice(fromCents(ORDER_MAX_GRAND_TOTAL_CENTS), store.i18n), email: store.contact.email });
  }
  if (!isKnownPaymentMethod(paymentMethod, totals, store.code)) {
    throw new ApiError(400, 'orderInvalidField', {
      email: store.contact.email,
      field: 'addressInformation.payment_method_code',
      problem: paymentMethod,
    });
  }

  const couponUse = coupon ? couponUseLimit(coupon, email) : null;
  const couponRefused = () => new ApiError(400, 'couponNotRedeemable', { code: coupon?.code ?? '' });
  if (couponUse && (await hasOrdersFromEmail(db, email))) throw couponRefused();

  const subscribed = await orderSubscriptions(payload.products, totals.items, { store, customer, now, paymentMethod, grandTotal: totals.grand_total });

  const stockSkus = totals.items.map((item) => item.sku);
  const stockBefore = await readStock(db, store, stockSkus, now);
  // More than the stock holds is refused before anything is written, naming the lines.
  const short = shortLines(totals.items, stockBefore);
  if (short.length > 0) throw new OrderStockError(short);
  const stocked = new Set(stockBefore.map((s) => s.sku));
  const at = now.toISOString();
  const orderId = randomUUID();
  const status = initialOrderStatus(paymentMethod);
  const order = {
    id: orderId,
    increment_id: orderNumber(store, now),
    user_id: customer?.id ?? null,
    store_code: store.code,
    email: email.toLowerCase(),
    status,
    payment_method: paymentMethod,
    shipping_method: `${payload.addressInformation.shipping_carrier_code}_${payload.addressInformation.shipping_method_code}`,
    addresses: JSON.stringify({ shipping: shippingAddress, billing: billingAddress }),
    totals: JSON.stringify({ ...totals, items: undefined }),
    grand_total_cents: toCents(totals.grand_total),
    currency: store.i18n.currencyCode,
    created_at: at,
    updated_at: at,
  };
  // Line ids sort in the order's line order, so every read lists the lines as they were ordered.
  const lines = totals.items.map((item, i) => ({
    id: `${orderId}:${String(i).padStart(ORDER_LINE_POSITION_DIGITS, '0')}`,
    order_id: orderId,
    sku: item.sku,
    name: item.name,
    qty: item.qty,
    price_incl_tax_cents: toCents(item.price_incl_tax),
    row_total_incl_tax_cents: toCents(item.row_total_incl_tax - item.discount_amount),
    tax_rate_basis_points: Math.round(item.tax_percent * 100),
    product_option: payload.products[i]?.product_option ? JSON.stringify(payload.products[i].product_option) : null,
    qty_canceled: 0,
    beans: 0,
    subscription: linePlan(i, subscribed, scope.cycleOf),
  }));

  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction().execute(async (trx) => {
        // The key first: a second transmission of this order stops at its unique key and answers the first.
        await insertOrder(trx, { order, lines, idempotency: { idempotency_key: key, order_id: orderId, payload_hash: hash, created_at: at } });
        // Then the once-per-customer coupon, before any stock moves: another order racing for it stops here.
        if (couponUse && !(await consumeLimit(trx, couponUse, now))) throw couponRefused();
        // A code the shop issued (referral, PLUS) is used once; a gift card pays only what it still holds.
        if (coupon?.issued && !(await useIssuedCode(trx, coupon.code, email, at))) throw couponRefused();
        if (giftCard && totals.gift_card_amount > 0 && !(await spendGiftCard(trx, giftCard.code, toCents(totals.gift_card_amount), at))) {
          throw new ApiError(400, 'couponNotRedeemable', { code: giftCard.code });
        }
        if (customer) await insertSubscriptions(trx, subscriptionRows({ ...order, user_id: customer.id }, subscribed));
        // A Coffee Club member's beans are earned with the order, pending until the window ends.
        await earnOrderBeans(trx, customer, orderId, lines.map((line) => ({ line_id: line.id, sku: line.sku, value_cents: line.row_total_incl_tax_cents, attribute_set_id: ordered.get(line.sku)?.product.attribute_set_id })), now);
        if (cart) await convertCart(trx, cart.id, at);
        if (scope.inOrderTransaction) await scope.inOrderTransaction(trx, order);
        // Cash on delivery is confirmed now; a prepaid order when its money arrives (ADR 0044).
        if (isConfirmedAtPlacement(order.status)) await sendOrderConfirmation(trx, order, now);
        // Stock last: every order of a coffee updates its one row, whose lock is held until the
        // commit, so it is taken just before it (ADR 0038); a refusal still rolls back everything.
        for (const line of lines) {
          if (stocked.has(line.sku) && !(await reserveStock(trx, line.sku, line.qty, at))) throw new OrderStockError([]);
        }
      });
      break;
    } catch (error) {
      // Another order took the stock since the check: the lines as the stock stands now.
      if (error instanceof OrderStockError) throw new OrderStockError(shortLines(totals.items, await readStock(db, store, stockSkus, now)));
      if (!isUniqueViolation(error)) throw error;
      // Two transmissions of one queue entry raced: the loser answers the winner's order.
      const raced = await answerExisting(db, key, hash, scope.store);
      if (raced) return raced;
      // Otherwise another order drew the same number in the same millisecond: draw again.
      if (attempt === ORDER_NUMBER_ATTEMPTS) throw error;
      order.increment_id = orderNumber(store, now);
    }
  }
  // On the real clock: a request's test clock (ADR 0041) moved 28 days purged the fresh keys of the
  // orders other e2e tests had just placed, and their payments could no longer find them (404).
  if (scope.purgesExpiredKeys !== false) await forgetExpiredIdempotencyKeys(db, serverNow());
  const delivery_estimate = totals.is_virtual ? null : await orderDeliveryEstimate(store, shippingAddress, now);
  return { order: { ...orderView({ ...order }, lines), delivery_estimate }, replayed: false };
}
