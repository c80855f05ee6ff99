/**
 * The beans ledger's storage (issue 17): entries are only ever inserted; a member's lock row
 * (`loyalty_accounts.version`) is moved by every debit, with a conditional update when the debit
 * was computed from a balance read before, so a race is detected instead of overspending.
 */
import { randomUUID } from 'node:crypto';
import type { TransactionType } from '@/lib/config/loyalty';
import type { LedgerEntry } from '@/lib/loyalty';
import type { DbExecutor, LoyaltyTransactionRow } from '@/lib/db/schema';

export interface NewEntry {
  customer_id: string;
  type: TransactionType;
  amount: number;
  order_id?: string | null;
  lot_id?: string | null;
  active_at?: string | null;
  expiration_date?: string | null;
  created_at: string;
}

export function toLedgerEntry(row: LoyaltyTransactionRow): LedgerEntry {
  return {
    id: row.id,
    type: row.type as TransactionType,
    amount: row.amount,
    created_at: row.created_at,
    active_at: row.active_at,
    expiration_date: row.expiration_date,
    order_id: row.order_id,
    lot_id: row.lot_id,
  };
}

export async function appendEntry(db: DbExecutor, entry: NewEntry): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('loyalty_transactions')
    .values({
      id,
      customer_id: entry.customer_id,
      type: entry.type,
      amount: entry.amount,
      order_id: entry.order_id ?? null,
      lot_id: entry.lot_id ?? null,
      active_at: entry.active_at ?? null,
      expiration_date: entry.expiration_date ?? null,
      created_at: entry.created_at,
    })
    .execute();
  return id;
}

export function listEntries(db: DbExecutor, customerId: string): Promise<LoyaltyTransactionRow[]> {
  return db.selectFrom('loyalty_transactions').selectAll().where('customer_id', '=', customerId).orderBy('created_at').orderBy('id').execute();
}

/** The customer's ledger entries naming this order (its earning and take-backs), oldest first. */
export function listOrderEntries(db: DbExecutor, customerId: string, orderId: string): Promise<LoyaltyTransactionRow[]> {
  return db.selectFrom('loyalty_transactions').selectAll().where('customer_id', '=', customerId).where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}

export function findOrderEntry(db: DbExecutor, orderId: string, type: TransactionType): Promise<LoyaltyTransactionRow | undefined> {
  return db.selectFrom('loyalty_transactions').selectAll().where('order_id', '=', orderId).where('type', '=', type).executeTakeFirst();
}

/** Opens the member's lock row (once; later calls keep its version). */
export async function openAccount(db: DbExecutor, customerId: string, at: string): Promise<void> {
  await db
    .insertInto('loyalty_accounts')
    .values({ customer_id: customerId, version: 0, created_at: at })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}

export async function accountVersion(db: DbExecutor, customerId: string): Promise<number | null> {
  const row = await db.selectFrom('loyalty_accounts').select('version').where('customer_id', '=', customerId).executeTakeFirst();
  return row ? row.version : null;
}

/** Moves the version only if it still is `seen`: false when another debit came first. */
export async function claimVersion(db: DbExecutor, customerId: string, seen: number): Promise<boolean> {
  const result = await db
    .updateTable('loyalty_accounts')
    .set({ version: seen + 1 })
    .where('customer_id', '=', customerId)
    .where('version', '=', seen)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the version whatever it is (a debit that draws from one lot): racing debits computed before it then fail their claim. */
export async function bumpVersion(db: DbExecutor, customerId: string): Promise<void> {
  await db.updateTable('loyalty_accounts').set((eb) => ({ version: eb('version', '+', 1) })).where('customer_id', '=', customerId).execute();
}

/** Records that a person got `grant` (hash of the e-mail); false when they got it before, ever. */
export async function claimPersonGrant(db: DbExecutor, grant: string, personHash: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('person_grants')
    .values({ grant_name: grant, person_hash: personHash, created_at: at })
    .onConflict((oc) => oc.columns(['grant_name', 'person_hash']).doNothing())
    .returning('grant_name')
    .executeTakeFirst();
  return result !== undefined;
}

/** Customers holding earnings that expired by `now` without a recorded expiry. */
export async function customersWithUnrecordedExpiries(db: DbExecutor, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('loyalty_transactions as t')
    .select('t.customer_id')
    .distinct()
    .where('t.amount', '>', 0)
    .where('t.expiration_date', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('loyalty_transactions as e').select('e.id').where('e.type', '=', 'points_expired').whereRef('e.lot_id', '=', 't.id'))),
    )
    .limit(limit)
    .execute();
  return rows.map((row) => row.customer_id);
}
