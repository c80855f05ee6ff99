/** The address book's rows: a customer's addresses in their list order, touched only with the owner's id. */
import type { CustomerAddressRow, DbExecutor } from '@/lib/db/schema';

export type AddressRowFields = Omit<CustomerAddressRow, 'id' | 'user_id' | 'created_at'>;

export function findAddressRows(db: DbExecutor, userId: string): Promise<CustomerAddressRow[]> {
  return db.selectFrom('customer_addresses').selectAll().where('user_id', '=', userId).orderBy('position').execute();
}

export async function findAddressIds(db: DbExecutor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('customer_addresses').select('id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.id);
}

/** Takes both default flags off every address of the customer, so the next writes can set them anew. */
export async function clearDefaultFlags(db: DbExecutor, userId: string): Promise<void> {
  await db.updateTable('customer_addresses').set({ default_billing: 0, default_shipping: 0 }).where('user_id', '=', userId).execute();
}

/** Deletes the customer's addresses whose ids are not kept. */
export async function deleteAddressesExcept(db: DbExecutor, userId: string, keptIds: string[]): Promise<void> {
  let query = db.deleteFrom('customer_addresses').where('user_id', '=', userId);
  if (keptIds.length > 0) query = query.where('id', 'not in', keptIds);
  await query.execute();
}

export async function updateAddressRow(db: DbExecutor, userId: string, id: string, fields: AddressRowFields): Promise<void> {
  await db.updateTable('customer_addresses').set(fields).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function insertAddressRow(db: DbExecutor, row: CustomerAddressRow): Promise<void> {
  await db.insertInto('customer_addresses').values(row).execute();
}
