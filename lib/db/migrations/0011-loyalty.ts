/**
 * The Coffee Club (issue 17, docs/adr/0014-loyalty-ledger.md):
 * - `loyalty_transactions`: the append-only beans ledger; balances are derived from it. One
 *   earning and one cancellation per order and one recorded expiry per earning (unique keys), so
 *   a retried job or a replayed event writes nothing twice.
 * - `loyalty_accounts`: one row per member, whose `version` every debit moves with a conditional
 *   update: two redeems racing on one balance cannot both spend it.
 * - `person_grants`: what a person gets once ever (starting credit, welcome voucher), keyed by a
 *   hash of the e-mail address, so deleting and re-registering the account does not earn it again.
 * - `gift_cards`: gift cards and vouchers (bought with beans, welcome) with their remaining balance.
 * - `issued_codes`: single-use discount codes the shop issues to one customer (referral, PLUS 5 %).
 * - `carts.gift_card_code`: the gift card applied to a cart.
 */
import type { Kysely, Migration } from 'kysely';

export const loyalty: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('loyalty_transactions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('lot_id', 'text')
      .addColumn('active_at', 'text')
      .addColumn('expiration_date', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('loyalty_transactions_customer').on('loyalty_transactions').columns(['customer_id', 'created_at']).execute();
    await db.schema.createIndex('loyalty_transactions_order_once').on('loyalty_transactions').columns(['type', 'order_id']).unique().execute();
    await db.schema.createIndex('loyalty_transactions_lot_once').on('loyalty_transactions').columns(['type', 'lot_id']).unique().execute();
    await db.schema.createIndex('loyalty_transactions_expiry').on('loyalty_transactions').columns(['expiration_date']).execute();
    await db.schema
      .createTable('loyalty_accounts')
      .addColumn('customer_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('person_grants')
      .addColumn('grant_name', 'text', (c) => c.notNull())
      .addColumn('person_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('person_grants_pk', ['grant_name', 'person_hash'])
      .execute();
    await db.schema
      .createTable('gift_cards')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('total_cents', 'integer', (c) => c.notNull())
      .addColumn('remaining_cents', 'integer', (c) => c.notNull())
      .addColumn('minimum_goods_cents', 'integer', (c) => c.notNull())
      .addColumn('from_date', 'text')
      .addColumn('valid_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gift_cards_user').on('gift_cards').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createTable('issued_codes')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('rule', 'text', (c) => c.notNull())
      .addColumn('valid_until', 'text')
      .addColumn('used_at', 'text')
      .addColumn('used_by_email', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('issued_codes_owner').on('issued_codes').columns(['owner_id', 'kind', 'created_at']).execute();
    await db.schema.alterTable('carts').addColumn('gift_card_code', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('carts').dropColumn('gift_card_code').execute();
    await db.schema.dropTable('issued_codes').execute();
    await db.schema.dropTable('gift_cards').execute();
    await db.schema.dropTable('person_grants').execute();
    await db.schema.dropTable('loyalty_accounts').execute();
    await db.schema.dropTable('loyalty_transactions').execute();
  },
};
