/** Rows the contract cases insert; every call gets unique ids so cases never collide. */
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/commerce/db';
import { insertUser } from '@/lib/commerce/users/user-repository';
import { insertCart, CART_STATUS } from '@/lib/commerce/carts/cart-repository';
import { insertOrder } from '@/lib/commerce/orders/order-repository';

export const AT = '2026-01-01T10:00:00.000Z';

export async function givenUser(db: Db, overrides: { email?: string } = {}): Promise<string> {
  const id = randomUUID();
  await insertUser(db, {
    id,
    email: overrides.email ?? `${id}@example.com`,
    password_hash: 'hash',
    firstname: 'Ada',
    lastname: 'Lovelace',
    group_id: 1,
    custom_attributes: '[]',
    is_plus_member: 0,
    plus_ending_date: null,
    created_at: AT,
    updated_at: AT,
  });
  return id;
}

export async function givenCart(db: Db, userId: string | null = null): Promise<{ id: string; token: string }> {
  const cart = { id: randomUUID(), token: randomUUID() };
  await insertCart(db, {
    ...cart,
    user_id: userId,
    store_code: 'de_de',
    coupon_code: null,
    shipping_country: 'DE',
    shipping_method: null,
    payment_method: null,
    address_information: null,
    status: CART_STATUS.active,
    created_at: AT,
    updated_at: AT,
  });
  return cart;
}

/** A customer's order (card, 25.98 €, no lines) holding copies of its addresses, as subscriptions start from. */
export async function givenOrder(db: Db, userId: string, options: { addresses?: object; createdAt?: string } = {}) {
  const id = randomUUID();
  const createdAt = options.createdAt ?? AT;
  const order = {
    id,
    increment_id: `1${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    user_id: userId,
    store_code: 'de_de',
    email: 'a@example.com',
    status: 'pending',
    payment_method: 'card',
    shipping_method: 'flatrate_flatrate',
    addresses: JSON.stringify(options.addresses ?? {}),
    totals: '{}',
    grand_total_cents: 2598,
    currency: 'EUR',
    created_at: createdAt,
    updated_at: createdAt,
  };
  await insertOrder(db, { order, lines: [], idempotency: { idempotency_key: randomUUID(), order_id: id, payload_hash: 'h', created_at: createdAt } });
  return { ...order, user_id: userId };
}
