/** Rows the contract cases insert; every call gets unique ids so cases never collide. */
import { randomUUID } from 'node:crypto';
import type { Db, DbExecutor, OrderLineRow, OrderRow } from '@/lib/db';
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

/** One line of `givenOrderWithLines`: one item unless `qty` says otherwise; 19 % VAT unless `taxBasisPoints` does. */
export interface GivenLine {
  sku: string;
  name?: string;
  qty?: number;
  cents: number;
  taxBasisPoints?: number;
}

/**
 * A customer's order with its lines, written as place-order writes it (order, lines and key in one
 * call): card payment, flat-rate shipping, the lines' total as its grand total unless given.
 * `db` may be an open transaction, so a case can earn the order's beans in the same one.
 */
export async function givenOrderWithLines(
  db: DbExecutor,
  user: { id: string; email: string },
  options: { lines: GivenLine[]; status?: string; createdAt?: Date; grandTotalCents?: number },
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const id = randomUUID();
  const at = (options.createdAt ?? new Date(AT)).toISOString();
  const lines = options.lines.map(({ sku, name = sku, qty = 1, cents, taxBasisPoints = 1900 }, n) => ({
    id: `${id}:${String(n).padStart(3, '0')}`,
    order_id: id,
    sku,
    name,
    qty,
    price_incl_tax_cents: cents,
    row_total_incl_tax_cents: cents * qty,
    tax_rate_basis_points: taxBasisPoints,
    product_option: null,
  }));
  const order = {
    id,
    increment_id: `5${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    user_id: user.id,
    store_code: 'de_de',
    email: user.email,
    status: options.status ?? 'pending',
    payment_method: 'card',
    shipping_method: 'flatrate_flatrate',
    addresses: '{}',
    totals: '{}',
    grand_total_cents: options.grandTotalCents ?? lines.reduce((sum, line) => sum + line.row_total_incl_tax_cents, 0),
    currency: 'EUR',
    created_at: at,
    updated_at: at,
  };
  await insertOrder(db, { order, lines, idempotency: { idempotency_key: randomUUID(), order_id: id, payload_hash: 'h', created_at: at } });
  const [stored] = await db.selectFrom('orders').selectAll().where('id', '=', id).execute();
  const storedLines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('id').execute();
  return { order: stored, lines: storedLines };
}
