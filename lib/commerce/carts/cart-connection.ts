/**
 * Cart tokens (spec 01 §4 "Cart connection"): a guest gets a new cart; a customer gets their
 * active cart in the store (created when missing). A customer who brings a guest cart (`cartId`)
 * gets its lines merged in, and the guest cart is spent, so the merge happens once. The create
 * may carry the shopper's first line, so a first add is one round trip instead of two.
 */
import { randomUUID } from 'node:crypto';
import { CART_TOKEN_BYTES } from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import type { CartItemInput } from '@/lib/contract/cart';
import type { CartRow, Db, DbExecutor, UserRow } from '@/lib/db/schema';
import { newRandomToken } from '../auth/token-hash';
import { CART_STATUS, convertCart, findActiveCartByToken, findActiveCartOfUser, insertCart } from './cart-repository';
import { mergeCartLines, updateCartItem, type UpdatedLine } from './cart-lines';

async function newCart(db: DbExecutor, store: Store, userId: string | null, now: Date): Promise<CartRow> {
  const at = now.toISOString();
  const cart: CartRow = {
    id: randomUUID(),
    token: newRandomToken(CART_TOKEN_BYTES),
    user_id: userId,
    store_code: store.code,
    coupon_code: null,
    gift_card_code: null,
    shipping_country: store.tax.defaultCountry,
    shipping_method: null,
    payment_method: null,
    address_information: null,
    status: CART_STATUS.active,
    created_at: at,
    updated_at: at,
  };
  await insertCart(db, cart);
  return cart;
}

async function cartFor(trx: DbExecutor, store: Store, customer: UserRow | null, guestToken: string | null, now: Date): Promise<CartRow> {
  if (!customer) return newCart(trx, store, null, now);
  const cart = (await findActiveCartOfUser(trx, customer.id, store.code)) ?? (await newCart(trx, store, customer.id, now));
  const guest = guestToken ? await findActiveCartByToken(trx, guestToken) : undefined;
  if (guest && guest.user_id === null && guest.store_code === store.code && guest.id !== cart.id) {
    await mergeCartLines(trx, guest, cart);
    await convertCart(trx, guest.id, now.toISOString());
  }
  return cart;
}

export interface ConnectedCart {
  cart: CartRow;
  /** The first line, when the create carried one. */
  added: UpdatedLine | null;
}

/** One transaction: a first line the cart refuses leaves no new cart and no merge behind. */
export async function connectCart(
  db: Db,
  store: Store,
  customer: UserRow | null,
  guestToken: string | null,
  now: Date,
  firstItem: CartItemInput | null = null,
): Promise<ConnectedCart> {
  return db.transaction().execute(async (trx) => {
    const cart = await cartFor(trx, store, customer, guestToken, now);
    const added = firstItem ? await updateCartItem(trx, store, cart, firstItem, now, customer) : null;
    return { cart, added };
  });
}
