/**
 * Cart lines keep the order they were added in: lines added within the same millisecond (a
 * reorder, a merge) cannot be told apart by their timestamp.
 */
import type { Kysely, Migration } from 'kysely';

export const cartLinePosition: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('cart_lines').addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('cart_lines').dropColumn('position').execute();
  },
};
