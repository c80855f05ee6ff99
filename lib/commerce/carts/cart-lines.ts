/**
 * Cart line changes (spec 01 §4 "Cart actions"): add or update a line with item matching (by item
 * id, or sku and the checksum of its options), remove a line, merge a guest cart into a
 * customer's cart on login with quantities added up. Quantities are checked by the one rule the
 * order shares (`refuseCartQuantity`: the product's minimum, maximum and increments, and the order
 * maximum); out-of-stock products are allowed in the cart (spec 01 §9) with the stock warning.
 */
import { randomUUID } from 'node:crypto';
import { cartItemChecksum, findCartItem } from '@/lib/catalog/cart-items';
import { DEFAULT_MAX_SALE_QTY } from '@/lib/config/catalog';
import { ALLOW_OUT_OF_STOCK_IN_CART } from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import { calendarDateOf } from '@/lib/subscriptions';
import type { CartLineRow, CartRow, Db, DbExecutor, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { MessageKey } from '@/lib/http/messages';
import { findCatalogProducts, type CatalogProduct } from '../catalog/product-lookup';
import { refuseCartQuantity } from '../catalog/quantity-limits';
import { isAvailable, readStock } from '../stock/stock-info';
import type { CartDeleteInput, CartItemInput } from '@/lib/contract/cart';
import { subscriptionPlanOf, wantsSubscription } from '../subscriptions/subscription-plan';
import { deleteCartLine, insertCartLine, listCartLines, setCartLineQty } from './cart-repository';

/** A stored line in the shape item matching reads. */
function matchable(line: CartLineRow) {
  return {
    item_id: line.id,
    sku: line.sku,
    qty: line.qty,
    checksum: line.checksum || undefined,
    product_option: line.product_option ? JSON.parse(line.product_option) : undefined,
  };
}

function findLine(lines: CartLineRow[], item: { sku: string; item_id?: string; product_option?: CartItemInput['product_option'] }) {
  const match = findCartItem(lines.map(matchable), { sku: item.sku, qty: 0, item_id: item.item_id, product_option: item.product_option });
  return match ? lines.find((line) => line.id === match.item_id) : undefined;
}

export interface UpdatedLine {
  line: CartLineRow;
  /** The stock warning to show with the line, if any (spec 01 §8). */
  warning: MessageKey | null;
  product: CatalogProduct;
}

/** A subscription line needs the logged-in `customer` (spec 02 §6) and an interval the product offers. */
export async function updateCartItem(db: DbExecutor, store: Store, cart: CartRow, item: CartItemInput, now: Date, customer: UserRow | null): Promise<UpdatedLine> {
  const products = await findCatalogProducts(store, [item.sku]);
  const found = products.get(item.sku);
  if (!found) throw new ApiError(400, 'productNotFound');
  const lines = await listCartLines(db, cart.id);
  const existing = findLine(lines, item);
  if (item.item_id !== undefined && !existing) throw new ApiError(400, 'cartItemNotFound');
  const unitsElsewhere = lines.reduce((units, line) => (line === existing ? units : units + line.qty), 0);
  refuseCartQuantity(item.qty, found, unitsElsewhere);
  const isSubscription = wantsSubscription(item);
  if (isSubscription) subscriptionPlanOf(item, found, customer, store.i18n.defaultLocale, calendarDateOf(now));
  const [stock] = await readStock(db, store, [item.sku], now, products);
  const warning: MessageKey | null = !stock ? 'stockVolatile' : isAvailable(stock, item.qty) ? null : 'outOfStock';
  if (warning === 'outOfStock' && !ALLOW_OUT_OF_STOCK_IN_CART) throw new ApiError(400, 'outOfStock');

  if (existing) {
    await setCartLineQty(db, cart.id, existing.id, item.qty);
    return { line: { ...existing, qty: item.qty }, warning, product: found };
  }
  const line = {
    id: randomUUID(),
    cart_id: cart.id,
    sku: item.sku,
    parent_sku: item.parentSku ?? (found.child ? found.product.sku : null),
    qty: item.qty,
    product_type: item.product_type ?? found.product.type_id,
    product_option: item.product_option ? JSON.stringify(item.product_option) : null,
    checksum: cartItemChecksum({ sku: item.sku, qty: item.qty, product_option: item.product_option }) ?? '',
    is_subscription: isSubscription ? 1 : 0,
    is_free_product: 0,
    created_at: now.toISOString(),
  };
  const position = await insertCartLine(db, line);
  return { line: { ...line, position }, warning, product: found };
}

export async function removeCartItem(db: Db, cart: CartRow, item: CartDeleteInput): Promise<void> {
  const line = findLine(await listCartLines(db, cart.id), item);
  if (!line || !(await deleteCartLine(db, cart.id, line.id))) throw new ApiError(400, 'cartItemNotFound');
}

/** Adds the guest cart's lines to the customer's cart; quantities of matching lines add up, capped at the maximum. */
export async function mergeCartLines(db: DbExecutor, guest: CartRow, customer: CartRow): Promise<void> {
  const target = await listCartLines(db, customer.id);
  for (const line of await listCartLines(db, guest.id)) {
    const match = findLine(target, { sku: line.sku, product_option: matchable(line).product_option });
    if (match) {
      await setCartLineQty(db, customer.id, match.id, Math.min(match.qty + line.qty, DEFAULT_MAX_SALE_QTY));
    } else {
      await insertCartLine(db, { ...line, id: randomUUID(), cart_id: customer.id, position: undefined });
    }
  }
}
