/** The refunds of orders' captured money (ADR 0018): several per order, each named by its Idempotency-Key. */
import type { Insertable } from 'kysely';
import { REFUND_STATUS } from '@/lib/config/payments';
import type { DbExecutor, PaymentRefundRow, PaymentRefundsTable } from '@/lib/db/schema';

export function findRefund(db: DbExecutor, orderId: string, idempotencyKey: string): Promise<PaymentRefundRow | undefined> {
  return db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export function listRefundsOfOrder(db: DbExecutor, orderId: string): Promise<PaymentRefundRow[]> {
  return db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}

/** Records a refund about to be asked of the provider; false when its key is taken (a replay racing the first call). */
export async function insertPendingRefund(db: DbExecutor, row: Insertable<PaymentRefundsTable>): Promise<boolean> {
  const result = await db
    .insertInto('payment_refunds')
    .values({ ...row, status: REFUND_STATUS.pending })
    .onConflict((oc) => oc.columns(['order_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function markRefundSucceeded(db: DbExecutor, id: string, at: string): Promise<void> {
  await db.updateTable('payment_refunds').set({ status: REFUND_STATUS.succeeded, updated_at: at }).where('id', '=', id).execute();
}

/** A refund the provider refused or never answered: it was not made, so nothing of it stays. */
export async function dropPendingRefund(db: DbExecutor, id: string): Promise<void> {
  await db.deleteFrom('payment_refunds').where('id', '=', id).where('status', '=', REFUND_STATUS.pending).execute();
}

/** Takes the payment's row lock (PostgreSQL), so two refunds of one order add up one after the other. */
export async function lockPayment(db: DbExecutor, paymentId: string, at: string): Promise<void> {
  await db.updateTable('payments').set({ updated_at: at }).where('id', '=', paymentId).execute();
}
