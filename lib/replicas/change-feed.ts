/**
 * The fast path of the catalogue broadcast: a connection that announces "the generation moved".
 * Two kinds — PostgreSQL LISTEN (`postgres-feed.ts`) and Redis SUBSCRIBE when REDIS_URL is set
 * (`redis-feed.ts`). Either may drop messages; the generation counter in the database stays the
 * truth, compared by the watcher on every (re)connect and every GENERATION_CHECK_INTERVAL_MS.
 */
export interface FeedHandlers {
  /** An announcement arrived (its content is not trusted: the watcher reads the counter). */
  onMessage(): void;
  /** The connection is lost (called at most once per connection, also when opening fails). */
  onLost(error?: unknown): void;
}

export interface FeedConnection {
  close(): Promise<void>;
}

export interface ChangeFeed {
  /** What the feed is, for logs: `postgres` or `redis`. */
  readonly kind: string;
  /** Connects and subscribes; resolves once announcements are delivered, rejects when that fails. */
  open(handlers: FeedHandlers): Promise<FeedConnection>;
}
