/**
 * Partial cancellations (issue 17, `order_refund_from_pending`):
 * - `order_lines.qty_canceled`: how much of a line an operator cancelled (`POST /api/admin/orders/{id}/cancel-items`).
 * - `order_lines.beans`: the beans the line earned when the order was placed, so a cancelled part
 *   takes back exactly its share of the earning.
 * - An order may now have several take-backs (`order_refund_from_pending`, `order_refund`), each
 *   drawing from the order's earning: the once-per-order key keeps only the earning and the whole
 *   order's cancellation unique, the once-per-lot key only the recorded expiry.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const partialCancellation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lines').addColumn('qty_canceled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('order_lines').addColumn('beans', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.dropIndex('loyalty_transactions_order_once').execute();
    await db.schema.dropIndex('loyalty_transactions_lot_once').execute();
    await sql`create unique index loyalty_transactions_order_once on loyalty_transactions (type, order_id) where type in ('order_created', 'order_cancelled')`.execute(db);
    await sql`create unique index loyalty_transactions_lot_once on loyalty_transactions (type, lot_id) where type = 'points_expired'`.execute(db);
    await db.schema.createIndex('loyalty_transactions_order').on('loyalty_transactions').columns(['order_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('loyalty_transactions_order').execute();
    await db.schema.dropIndex('loyalty_transactions_lot_once').execute();
    await db.schema.dropIndex('loyalty_transactions_order_once').execute();
    await db.schema.createIndex('loyalty_transactions_order_once').on('loyalty_transactions').columns(['type', 'order_id']).unique().execute();
    await db.schema.createIndex('loyalty_transactions_lot_once').on('loyalty_transactions').columns(['type', 'lot_id']).unique().execute();
    await db.schema.alterTable('order_lines').dropColumn('beans').execute();
    await db.schema.alterTable('order_lines').dropColumn('qty_canceled').execute();
  },
};
