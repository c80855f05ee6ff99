/**
 * PLUS withdrawal (issue 17, spec 02 §6 "14-day withdrawal"): `users.plus_order_id` names the
 * order whose payment started the running membership, so cancelling exactly that order (or its
 * membership line) within the withdrawal period ends PLUS, and cancelling another order holding
 * the membership product (a second, unpaid one) leaves the running membership alone.
 */
import type { Kysely, Migration } from 'kysely';

export const plusOrder: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('plus_order_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('plus_order_id').execute();
  },
};
