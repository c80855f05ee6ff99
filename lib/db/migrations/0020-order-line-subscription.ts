/**
 * `order_lines.subscription` (issue 35): a subscribed line keeps its interval and term (JSON), so
 * the confirmation, the order details and the mails say how often it comes and for how long —
 * for the order that starts the subscription and for every follow-up order a cycle places.
 * Null for a one-off line.
 */
import type { Kysely, Migration } from 'kysely';

export const orderLineSubscription: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lines').addColumn('subscription', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lines').dropColumn('subscription').execute();
  },
};
