/**
 * The bulk fill of one fresh versioned index. Each document is serialised once, into requests of
 * about `requestChars` (CLUSTER_BULK_REQUEST_MB), with `concurrency` (CLUSTER_BULK_CONCURRENCY) of them in flight: while the cluster analyses
 * one request the next is being serialised and sent, and a node's write threads (one per core)
 * all have work. The index's field types are fixed before the fill (`observedProperties`), so
 * requests may land in any order.
 *
 * A request or document the cluster refused because it is busy (429: its write queue is full) is
 * sent again after a doubling pause, up to BULK_RETRIES times; any other refused document, or one
 * still refused after that, fails the fill, with the document and the cluster's reason. The fill
 * fails only once every request in flight has ended: the caller then drops the index, and a request
 * still in flight would create it again.
 */
import { DEFAULT_BULK_CONCURRENCY, DEFAULT_BULK_REQUEST_MB } from '@/lib/config/search';
import type { BulkItemFailure } from './cluster-client';
import { encodedTile, IMPORT_ORDER_FIELD } from './mappings';
import { TILE_FIELD } from '../tile-document';

/** Characters of serialised documents per megabyte of a request (about as many bytes). */
export const CHARS_PER_MB = 1024 * 1024;
/** How often a busy cluster's refusal (429) is retried, and the first pause (doubled each time). */
export const BULK_RETRIES = 5;
export const BULK_RETRY_PAUSE_MS = 500;
const TOO_MANY_REQUESTS = 429;

/** Sends one bulk request of ndjson lines; the items the cluster refused, by their place in the request. */
export type BulkSend = (lines: string[]) => Promise<BulkItemFailure[]>;

export interface BulkFillOptions {
  concurrency?: number;
  requestChars?: number;
  retries?: number;
  retryPauseMs?: number;
  /** Each document also carries its tile (`TILE_FIELD`, `encodedTile`; a product index marked `STORED_TILE_META`). */
  storedTile?: boolean;
}

interface Entry {
  id: string;
  lines: [string, string];
}

function isBusy(error: unknown): boolean {
  return (error as { meta?: { statusCode?: number } } | null)?.meta?.statusCode === TOO_MANY_REQUESTS;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which of the import's documents one fill sends: `docs[from]` up to, not including, `docs[to]`. */
export interface FillPart {
  from: number;
  to: number;
}

/**
 * Fills `part` of `docs` (all of them by default); each document's place is its position in `docs`,
 * so an import filled in parts orders its ties as one filled at once.
 */
export async function bulkFill(
  send: BulkSend,
  index: string,
  docs: readonly Record<string, unknown>[],
  options: BulkFillOptions = {},
  { from, to }: FillPart = { from: 0, to: docs.length },
): Promise<void> {
  const { concurrency = DEFAULT_BULK_CONCURRENCY, requestChars = DEFAULT_BULK_REQUEST_MB * CHARS_PER_MB, retries = BULK_RETRIES, retryPauseMs = BULK_RETRY_PAUSE_MS, storedTile = false } = options;
  let next = from;
  /** The first failure: the one reported; the other requests stop taking documents and retrying. */
  const first: { failure?: { error: unknown } } = {};

  /** The next request's documents, serialised as they are taken, so only the requests in flight are held as text. */
  const take = (): Entry[] => {
    const entries: Entry[] = [];
    let chars = 0;
    while (next < to && (entries.length === 0 || chars < requestChars)) {
      const doc = docs[next];
      const id = String(doc.id ?? next);
      // Its place in the import: what equal scores and sort values are ordered by on every copy.
      const lines: [string, string] = [JSON.stringify({ index: { _index: index, _id: id } }), JSON.stringify({ ...doc, [IMPORT_ORDER_FIELD]: next, ...(storedTile ? { [TILE_FIELD]: encodedTile(doc) } : {}) })];
      next += 1;
      chars += lines[0].length + lines[1].length;
      entries.push({ id, lines });
    }
    return entries;
  };

  const refused = (failure: BulkItemFailure, entries: Entry[], why = '') =>
    new Error(`Bulk import into ${index} failed${why}: document ${entries[failure.position]?.id ?? '?'}: ${JSON.stringify(failure.error)}`);

  const deliver = async (request: Entry[]) => {
    let entries = request;
    for (let attempt = 0; ; attempt++) {
      const mayRetry = attempt < retries;
      let failures: BulkItemFailure[];
      try {
        failures = await send(entries.flatMap((entry) => entry.lines));
      } catch (error) {
        if (!isBusy(error) || !mayRetry) throw error;
        if (first.failure) return;
        await pause(retryPauseMs * 2 ** attempt);
        continue;
      }
      if (failures.length === 0) return;
      const final = failures.find((failure) => failure.status !== TOO_MANY_REQUESTS);
      if (final) throw refused(final, entries);
      if (!mayRetry) throw refused(failures[0], entries, ` (the cluster stayed too busy through ${retries} retries)`);
      if (first.failure) return;
      entries = failures.map((failure) => entries[failure.position]);
      await pause(retryPauseMs * 2 ** attempt);
    }
  };

  const worker = async () => {
    while (!first.failure && next < to) {
      await deliver(take()).catch((error: unknown) => {
        first.failure ??= { error };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (first.failure) throw first.failure.error;
}
