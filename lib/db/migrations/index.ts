/**
 * The versioned migrations, in order. Listed statically (no folder scan) so they ship inside the
 * Next.js server bundle; a new version is a new file and a new line here, never an edit of an old one.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { DB_ERRORS } from '@/lib/config/commerce';
import type { Database } from '../schema';
import { initialSchema } from './0001-initial';
import { cartLinePosition } from './0002-cart-line-position';
import { retentionIndexes } from './0003-retention-indexes';
import { contactPreferences } from './0004-contact-preferences';
import { customerAddresses } from './0005-customer-addresses';
import { subscriptions } from './0006-subscriptions';
import { limitCounters } from './0007-limit-counters';
import { payments } from './0008-payments';
import { jobs } from './0009-jobs';
import { subscriptionCharges } from './0010-subscription-charges';
import { loyalty } from './0011-loyalty';
import { service } from './0012-service';
import { cacheGenerations } from './0014-cache-generations';
import { paymentRefunds } from './0015-payment-refunds';
import { partialCancellation } from './0017-partial-cancellation';
import { plusOrder } from './0019-plus-order';
import { orderLineSubscription } from './0020-order-line-subscription';

export const migrations: Record<string, Migration> = {
  '0001-initial': initialSchema,
  '0002-cart-line-position': cartLinePosition,
  '0003-retention-indexes': retentionIndexes,
  '0004-contact-preferences': contactPreferences,
  '0005-customer-addresses': customerAddresses,
  '0006-subscriptions': subscriptions,
  '0007-limit-counters': limitCounters,
  '0008-payments': payments,
  '0009-jobs': jobs,
  '0010-subscription-charges': subscriptionCharges,
  '0011-loyalty': loyalty,
  '0012-service': service,
  '0014-cache-generations': cacheGenerations,
  '0015-payment-refunds': paymentRefunds,
  '0017-partial-cancellation': partialCancellation,
  '0019-plus-order': plusOrder,
  '0020-order-line-subscription': orderLineSubscription,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema to the latest version; throws with the failing migration's name and cause.
 * On PostgreSQL pass the schema the tables live in: without it Kysely takes its bookkeeping tables
 * in any schema of the database for its own, and skips creating them next to a neighbour that has them.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`${DB_ERRORS.migrationFailed} at ${failed}: ${String(error)}`, { cause: error });
  }
}
