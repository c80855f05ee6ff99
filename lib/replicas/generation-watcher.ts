/**
 * Each replica's watch on the catalogue generation: it compares the database's generation with the
 * one it last cleared its caches for — at start (its caches are of unknown age), on every
 * announcement (NOTIFY, or Redis with REDIS_URL), on every reconnect of that connection and at
 * least every GENERATION_CHECK_INTERVAL_MS — and calls `onChange` when the database's is newer. A replica that was disconnected when a change was
 * announced therefore catches up within that interval.
 */
import type { Db } from '@/lib/db';
import { GENERATION_CHECK_INTERVAL_MS, LISTEN_RECONNECT_DELAY_MS } from '@/lib/config/replicas';
import { readGeneration } from './catalog-generation';
import type { ChangeFeed, FeedConnection } from './change-feed';
import { postgresFeed } from './postgres-feed';

export interface GenerationWatcherOptions {
  db: Db;
  /** PostgreSQL URL and channel to LISTEN on (a shorthand for `feed: postgresFeed(url, channel)`). */
  listen?: { url: string; channel: string };
  /** Where announcements arrive (PostgreSQL LISTEN, or Redis with REDIS_URL); without one the watcher only checks periodically (SQLite). */
  feed?: ChangeFeed;
  onChange: (generation: number) => Promise<void> | void;
  onError?: (error: unknown) => void;
  checkIntervalMs?: number;
  reconnectDelayMs?: number;
}

export class GenerationWatcher {
  private seen = -1;
  private running: Promise<void> = Promise.resolve();
  private connection: FeedConnection | null = null;
  private readonly feed: ChangeFeed | null;
  private timer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay: number;
  private stopped = false;

  constructor(private readonly options: GenerationWatcherOptions) {
    this.reconnectDelay = options.reconnectDelayMs ?? LISTEN_RECONNECT_DELAY_MS;
    this.feed = options.feed ?? (options.listen ? postgresFeed(options.listen.url, options.listen.channel) : null);
  }

  /** The generation this replica last cleared its caches for (-1 before the first check). */
  get generation(): number {
    return this.seen;
  }

  /** True while the feed's connection (LISTEN or SUBSCRIBE) is open (always false without a feed). */
  get listening(): boolean {
    return this.connection !== null;
  }

  async start(): Promise<void> {
    const interval = this.options.checkIntervalMs ?? GENERATION_CHECK_INTERVAL_MS;
    this.timer = setInterval(() => void this.check(), interval);
    this.timer.unref();
    if (this.feed) await this.connect();
    else await this.check();
  }

  /** Compares with the database once; checks never overlap, and a change is handled once. */
  check(): Promise<void> {
    this.running = this.running.then(async () => {
      if (this.stopped) return;
      try {
        const generation = await readGeneration(this.options.db);
        if (generation <= this.seen) return;
        await this.options.onChange(generation);
        this.seen = generation;
      } catch (error) {
        this.options.onError?.(error);
      }
    });
    return this.running;
  }

  private async connect(): Promise<void> {
    const feed = this.feed!;
    let connection: FeedConnection;
    try {
      connection = await feed.open({
        onMessage: () => void this.check(),
        onLost: (error) => {
          if (error) this.options.onError?.(error);
          if (this.connection === connection) this.connection = null;
          this.reconnectLater();
        },
      });
    } catch (error) {
      this.options.onError?.(error);
      this.reconnectLater();
      return;
    }
    if (this.stopped) {
      await connection.close();
      return;
    }
    this.connection = connection;
    this.reconnectDelay = this.options.reconnectDelayMs ?? LISTEN_RECONNECT_DELAY_MS;
    // Anything announced while this replica was not subscribed is caught here.
    await this.check();
  }

  private reconnectLater(): void {
    if (this.stopped || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    const ceiling = this.options.checkIntervalMs ?? GENERATION_CHECK_INTERVAL_MS;
    this.reconnectDelay = Math.min(delay * 2, ceiling);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const connection = this.connection;
    this.connection = null;
    await connection?.close();
    await this.running;
  }
}
