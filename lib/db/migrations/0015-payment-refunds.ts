/**
 * Partial refunds (issue 15, ADR 0018): one row per refund of an order's captured money, named by
 * the operator's Idempotency-Key (unique per order, so a replayed request refunds once). The sum of
 * an order's rows is what was given back; the order is `closed` only when it reaches the capture.
 * `goods_share_cents` is the part of the refund that paid for goods (not shipping), kept for the
 * loyalty ledger's partial take-back.
 * `payments.session_reference` keeps the provider's first name of a payment once the provider
 * renames it on completion (Amazon Pay: checkout session → charge), so the return pages, which
 * know only the first name, still find the payment.
 */
import type { Kysely, Migration } from 'kysely';

export const paymentRefunds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_refunds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('goods_share_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('payment_refunds_order_key', ['order_id', 'idempotency_key'])
      .execute();
    await db.schema.alterTable('payments').addColumn('session_reference', 'text').execute();
    await db.schema.createIndex('payments_session_reference').on('payments').column('session_reference').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('payments_session_reference').execute();
    await db.schema.alterTable('payments').dropColumn('session_reference').execute();
    await db.schema.dropTable('payment_refunds').execute();
  },
};
