/**
 * Each replica's watch on the catalogue generation: it compares the database's generation with the
 * one it last cleared its caches for — at start (its caches are of unknown age), on every NOTIFY,
 * on every reconnect of its LISTEN connection and at least every GENERATION_CHECK_INTERVAL_MS — and
 * calls `onChange` when the database's is newer. A replica that was disconnected when a change was
 * announced therefore catches up within that interval.
 */
import { Client } from 'pg';
import type { Db } from '@/lib/commerce/db';
import { GENERATION_CHECK_INTERVAL_MS, LISTEN_RECONNECT_DELAY_MS, REPLICA_APPLICATION_NAME } from '@/lib/config/replicas';
import { readGeneration } from './catalog-generation';

export interface GenerationWatcherOptions {
  db: Db;
  /** PostgreSQL URL and channel to LISTEN on; without them the watcher only checks periodically (SQLite). */
  listen?: { url: string; channel: string };
  onChange: (generation: number) => Promise<void> | void;
  onError?: (error: unknown) => void;
  checkIntervalMs?: number;
  reconnectDelayMs?: number;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class GenerationWatcher {
  private seen = -1;
  private running: Promise<void> = Promise.resolve();
  private client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay: number;
  private stopped = false;

  constructor(private readonly options: GenerationWatcherOptions) {
    this.reconnectDelay = options.reconnectDelayMs ?? LISTEN_RECONNECT_DELAY_MS;
  }

  /** The generation this replica last cleared its caches for (-1 before the first check). */
  get generation(): number {
    return this.seen;
  }

  /** True while the LISTEN connection is open (always false without `listen`). */
  get listening(): boolean {
    return this.client !== null;
  }

  async start(): Promise<void> {
    const interval = this.options.checkIntervalMs ?? GENERATION_CHECK_INTERVAL_MS;
    this.timer = setInterval(() => void this.check(), interval);
    this.timer.unref();
    if (this.options.listen) await this.connect();
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
    const { url, channel } = this.options.listen!;
    const client = new Client({ connectionString: url, application_name: REPLICA_APPLICATION_NAME });
    const lost = (error?: unknown) => {
      if (error) this.options.onError?.(error);
      if (this.client === client) this.client = null;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      this.reconnectLater();
    };
    try {
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', () => void this.check());
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.reconnectDelay = this.options.reconnectDelayMs ?? LISTEN_RECONNECT_DELAY_MS;
    } catch (error) {
      lost(error);
      return;
    }
    // Anything announced while this connection was not listening is caught here.
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
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
    await this.running;
  }
}
