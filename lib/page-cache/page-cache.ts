/**
 * The kept pages: least recently used first out once their bytes (the page and each encoding made
 * of it) pass the budget, each kept no longer than its shared lifetime. After `clear()` no response
 * is kept whose request arrived before it, so a page rendered from the old catalogue never slips
 * back in. The revalidation route clears only once its answer has been sent (`after()` in
 * app/api/revalidate/route.ts), when Next.js has already expired its own entries: a request that
 * arrives after the clear is rendered from the new catalogue, and no waiting time is needed.
 */
import { MAX_PAGE_CACHE_ENTRY_BYTES } from '@/lib/config/page-cache';
import { encodePage, type PageEncoding } from './encodings';

export interface KeptPage {
  readonly key: string;
  /** Next.js's headers minus the transfer ones (see `replayableHeaders`). */
  readonly headers: Readonly<Record<string, string | string[]>>;
  readonly etag: string | undefined;
  readonly storedAt: number;
  readonly expiresAt: number;
  /** The page's bytes per encoding; identity always, the others made on first demand. */
  readonly bodies: Map<PageEncoding, Buffer>;
}

export interface PageToKeep {
  headers: Record<string, string | string[]>;
  body: Buffer;
  lifetimeS: number;
}

export interface PageCacheStats {
  pages: number;
  bytes: number;
  clears: number;
}

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;
  private clears = 0;
  /** Responses to requests that arrived before this time are not kept. */
  private keepFrom = Number.NEGATIVE_INFINITY;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Taken when a request arrives; `keep` needs it to tell responses rendered before a `clear()`. */
  ticket(): number {
    return this.now();
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The kept page for a key while it is fresh; a lookup makes it the most recently used. */
  lookup(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expiresAt <= this.now()) {
      this.bytes -= sizeOf(page);
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  /**
   * Keeps the finished response to a request that arrived at `ticket`. Refused (false) when the cache
   * is off, the page alone is larger than an entry may be or than the whole budget, or its request
   * arrived before the last clear.
   */
  keep(key: string, page: PageToKeep, ticket: number): boolean {
    const size = page.body.length;
    if (!this.enabled || ticket < this.keepFrom || size > MAX_PAGE_CACHE_ENTRY_BYTES || size > this.maxBytes) return false;
    this.forget(key);
    const storedAt = this.now();
    const etag = page.headers.etag;
    this.pages.set(key, {
      key,
      headers: page.headers,
      etag: typeof etag === 'string' ? etag : undefined,
      storedAt,
      expiresAt: storedAt + page.lifetimeS * 1000,
      bodies: new Map([['identity', page.body]]),
    });
    this.bytes += size;
    this.evictOverBudget();
    return true;
  }

  /** The kept page's bytes in an encoding, compressed on first demand and kept with the page. */
  body(page: KeptPage, encoding: PageEncoding): Buffer {
    const kept = page.bodies.get(encoding);
    if (kept) return kept;
    const encoded = encodePage(page.bodies.get('identity') as Buffer, encoding);
    page.bodies.set(encoding, encoded);
    if (this.pages.get(page.key) === page) {
      this.bytes += encoded.length;
      this.evictOverBudget();
    }
    return encoded;
  }

  /** Drops every kept page, and every response to a request that is still in flight. */
  clear(): void {
    this.pages.clear();
    this.bytes = 0;
    this.clears++;
    // A request that arrives in the same millisecond as the clear may still be in flight.
    this.keepFrom = this.now() + 1;
  }

  stats(): PageCacheStats {
    return { pages: this.pages.size, bytes: this.bytes, clears: this.clears };
  }

  private forget(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  private evictOverBudget(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.forget(key);
    }
  }
}

function sizeOf(page: KeptPage): number {
  let size = 0;
  for (const body of page.bodies.values()) size += body.length;
  return size;
}
