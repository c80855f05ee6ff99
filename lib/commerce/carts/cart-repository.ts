/** The carts aggregate: a cart (guest or customer) and its lines. */
import type { Insertable, Updateable } from 'kysely';
import type { CartLineRow, CartLinesTable, CartRow, CartsTable, DbExecutor } from '@/lib/db/schema';

export const CART_STATUS = { active: 'active', converted: 'converted' } as const;

export async function insertCart(db: DbExecutor, cart: Insertable<CartsTable>): Promise<void> {
  await db.insertInto('carts').values(cart).execute();
}

export function findActiveCartByToken(db: DbExecutor, token: string): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('token', '=', token)
    .where('status', '=', CART_STATUS.active)
    .executeTakeFirst();
}

/** The customer's newest active cart in a store. */
export function findActiveCartOfUser(db: DbExecutor, userId: string, storeCode: string): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('store_code', '=', storeCode)
    .where('status', '=', CART_STATUS.active)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function updateCart(db: DbExecutor, id: string, changes: Updateable<CartsTable>): Promise<void> {
  await db.updateTable('carts').set(changes).where('id', '=', id).execute();
}

/** Marks an active cart converted; false when another request converted it first. */
export async function convertCart(db: DbExecutor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ status: CART_STATUS.converted, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', CART_STATUS.active)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCart(db: DbExecutor, id: string): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', id).execute();
}

export function listCartLines(db: DbExecutor, cartId: string): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_lines')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

/** Appends the line after the cart's last line; answers its position. */
export async function insertCartLine(db: DbExecutor, line: Insertable<CartLinesTable>): Promise<number> {
  const last = await db
    .selectFrom('cart_lines')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('cart_id', '=', line.cart_id)
    .executeTakeFirst();
  const position = Number(last?.position ?? -1) + 1;
  await db
    .insertInto('cart_lines')
    .values({ ...line, position })
    .execute();
  return position;
}

export async function setCartLineQty(db: DbExecutor, cartId: string, lineId: string, qty: number): Promise<void> {
  await db.updateTable('cart_lines').set({ qty }).where('cart_id', '=', cartId).where('id', '=', lineId).execute();
}

export async function deleteCartLine(db: DbExecutor, cartId: string, lineId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cartId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
