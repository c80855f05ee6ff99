/**
 * One deployment on many servers (issue 21, ADR 0017): how a catalogue change reaches every replica
 * and what each replica must be given instead of generating it.
 */

/** The cache generation every catalogue import or editor's publish raises (table cache_generations). */
export const CATALOG_GENERATION = 'catalog';
/** PostgreSQL channel the change is announced on; a schema other than `public` gets its own. */
export const INVALIDATION_CHANNEL = 'storefront_invalidation';
/**
 * A replica compares its generation with the database's at least this often (and on every
 * reconnect), so one that missed a NOTIFY serves stale pages for at most this long.
 */
export const GENERATION_CHECK_INTERVAL_MS = 30_000;
/** A Redis connection (subscribe or publish) not made by then counts as failed. */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** Wait before a lost LISTEN (or Redis SUBSCRIBE) connection is opened again (doubling up to the check interval). */
export const LISTEN_RECONNECT_DELAY_MS = 1_000;
/**
 * The application name of each replica's LISTEN connection: replicas count each other by it
 * (pg_stat_activity) to warn when several share an embedded catalogue index.
 */
export const REPLICA_APPLICATION_NAME = 'storefront-replica';
/** Header of the loopback request a replica sends itself to clear Next.js's caches (route handlers only can). */
export const LOCAL_INVALIDATION_HEADER = 'x-local-invalidation';
/** A loopback invalidation not answered by then counts as failed (and is retried at the next check). */
export const LOCAL_INVALIDATION_TIMEOUT_MS = 10_000;
/** Where the process keeps the token of that loopback request (shared by server.ts and the Next.js bundle). */
export const LOCAL_INVALIDATION_TOKEN_KEY = 'coffee-storefront.local-invalidation-token';
export const REPLICA_ERRORS = {
  secretRequired: (name: string) =>
    `${name}: must be set when DATABASE_URL is set — every replica must sign with the same secret, and a generated one exists on one server only`,
  embeddedIndexShared: (replicas: number) =>
    `${replicas} replicas share this database while the catalogue is the embedded index in each replica's DATA_DIR: an import reaches only the replica whose DATA_DIR it wrote. Set ELASTICSEARCH_URL, or import into every replica's DATA_DIR (docs/deployment.md).`,
} as const;
