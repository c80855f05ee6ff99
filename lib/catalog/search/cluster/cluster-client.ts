/**
 * The seam between the shared cluster adapter and one engine's official client. Everything a
 * catalogue needs of a search cluster, in the shape both Elasticsearch and OpenSearch answer it:
 * the seam only moves bodies in and out of each client's calling convention and reports a missing
 * index as `undefined`/`[]`, so the adapter above it never sees a client's error type.
 */
import { CLUSTER_HEDGE_AFTER_MS, CLUSTER_MIN_RETRY_MS, CLUSTER_REQUEST_RETRIES } from '@/lib/config/search';
import type { NodePool } from './node-pool';

export type ClusterBody = Record<string, unknown>;

export interface ClusterSearchResponse {
  /** How many shard copies answered: a failed one means hits are missing (a node died mid-search). */
  _shards?: { total?: number; failed?: number };
  hits: {
    total?: { value: number } | number;
    /** `fields`: the doc values a request named (`docvalue_fields`), each a list of values; `_id` absent when it asked no stored field. */
    hits: { _id?: string; _score?: number | null; _source?: Record<string, unknown>; fields?: Record<string, unknown[]> }[];
  };
  aggregations?: Record<string, unknown>;
}

/** A document a bulk request did not index: its place in the request, the item's HTTP status and the cluster's reason. */
export interface BulkItemFailure {
  position: number;
  status: number;
  error: unknown;
}

/** The refused items of a bulk answer (`items`, each `{ index: { status, error } }`), in request order. */
export function bulkItemFailures(errors: boolean, items: { index?: { status?: number; error?: unknown } }[]): BulkItemFailure[] {
  if (!errors) return [];
  return items.flatMap((item, position) => (item.index?.error ? [{ position, status: item.index.status ?? 0, error: item.index.error }] : []));
}

/**
 * The search path's calls name the node to ask (0 … nodeCount-1, one client per node, as the
 * search path's `NodePool` picks them), take the time one attempt may last and make that one
 * attempt (the client's own retries off): `withinBudget` decides whether and where to try again.
 * The import's calls go through a client over every node, which retries by itself.
 */
export interface ClusterClient {
  /** How many nodes the search path may choose from (the nodes of the URL setting). */
  readonly nodeCount: number;
  /**
   * `undefined` when the index or alias does not exist. `preference` `_local` asks the node's own
   * shard copies (the import's warm-up reaches every copy so).
   */
  search(index: string, body: ClusterBody, timeoutMs: number, node: number, preference?: string): Promise<ClusterSearchResponse | undefined>;
  /** 0 when the index or alias does not exist. */
  count(index: string): Promise<number>;
  createIndex(index: string, body: ClusterBody): Promise<void>;
  /** One bulk request of ndjson lines (action, document, …); the items the cluster refused, none when all went through. */
  bulk(lines: string[]): Promise<BulkItemFailure[]>;
  refresh(index: string): Promise<void>;
  /** Commits an index's segments, so a replica made after it copies them instead of replaying every document. */
  flush(index: string): Promise<void>;
  /** Merges an index's segments into at most `maxSegments` (waiting until they are merged). */
  forceMerge(index: string, maxSegments: number): Promise<void>;
  /** Changes an index's dynamic settings (replicas, refresh interval). */
  updateSettings(index: string, settings: ClusterBody): Promise<void>;
  /**
   * Waits (up to `timeoutMs`) until the shard copies the cluster can place are started, none still
   * being built; whether they are (false: the wait timed out).
   */
  waitForCopies(index: string, timeoutMs: number): Promise<boolean>;
  /**
   * The mappings of the indices behind an alias, by index name; `undefined` when it does not exist.
   * Read from the answering node's cluster state, so it answers while no cluster manager is elected.
   */
  mapping(alias: string, timeoutMs: number, node: number): Promise<Record<string, unknown> | undefined>;
  /** The concrete indices behind an alias, none when it does not exist; from the node's cluster state, as `mapping`. */
  aliasTargets(alias: string, timeoutMs: number, node: number): Promise<string[]>;
  /**
   * How many documents the node has indexed since it started (its `indexing.index_total`): rising
   * while an import fills an index there (the node pool's `noteIndexed`).
   */
  indexedDocuments(node: number, timeoutMs: number): Promise<number>;
  updateAliases(actions: ClusterBody[]): Promise<void>;
  /** The tokens an index's analyzer makes of these texts (the import's fuzzy vocabulary, `fuzzy-vocabulary.ts`). */
  analyze(index: string, analyzer: string, texts: string[]): Promise<string[]>;
  /** Replaces an index mapping's `_meta` (the import writes what it learnt after creating the index). */
  putMeta(index: string, meta: ClusterBody): Promise<void>;
  /** The field's document count and these terms' document frequencies on an index (the import's term statistics, `blended-terms.ts`). */
  termStatistics(index: string, field: string, terms: string[]): Promise<{ docCount: number; docFreqs: Record<string, number> }>;
  deleteIndices(indices: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The URL parameters of every catalogue search, on both engines. `request_cache`: the shard copy
 * keeps its answer (the hits' ids and the aggregations) until the index changes, also for a page of
 * hits (by default only `size: 0` answers are kept): a catalogue index never changes after its
 * import (a reindex fills a new one behind the alias), so a repeated listing (a category page with
 * its facets) is answered from the cache, exact. Which shard copies answer is the search's
 * `preference` (`LOCAL_COPIES` or the cluster's own choice).
 */
const SEARCH_PARAMETERS = { request_cache: true } as const;

/**
 * The `preference` that keeps a search on the node asked, when it holds a copy of every shard
 * (ADR 0079): no second node serialises the hits and the aggregations for the first, and each
 * node's request cache serves its share. Without it the cluster picks the copies (adaptive replica
 * selection), which is what a search asks of a node an import is filling.
 */
export const LOCAL_COPIES = '_local';

/** The URL parameters of one search on either engine: SEARCH_PARAMETERS, and the `preference` when one is asked. */
export function searchParameters(preference?: string): { request_cache: true; preference?: string } {
  return preference ? { ...SEARCH_PARAMETERS, preference } : SEARCH_PARAMETERS;
}

/** Both clients' per-request options for one attempt on one node, lasting at most `timeoutMs`. */
export function oneAttempt(timeoutMs: number): { requestTimeout: number; maxRetries: number } {
  return { requestTimeout: timeoutMs, maxRetries: 0 };
}

/**
 * What one bulk request may take: the import's, no shopper waits on it, and on a busy machine a
 * thousand products take longer than the clients' default 30 s (a retry would only send them again).
 */
export const BULK_REQUEST_TIMEOUT_MS = 120_000;

/**
 * What one force merge may take: the import's, no shopper waits on it; merging 100 000 products into
 * one segment took 51 s on a loaded two-core host, so a busy one gets far more than the default 30 s.
 */
export const MERGE_REQUEST_TIMEOUT_MS = 600_000;

/** What a waiting call (`waitForCopies`) may take beyond the wait it asks the server for. */
export const WAIT_SLACK_MS = 5_000;

/**
 * The cluster health request (parameters, request options) that waits for an index's shard copies:
 * every copy the cluster can place started (yellow covers a one-node cluster), none still copying.
 */
export function copiesWait(index: string, timeoutMs: number) {
  return [
    { index, wait_for_status: 'yellow', wait_for_no_initializing_shards: true, wait_for_events: 'languid', timeout: `${timeoutMs}ms` },
    { requestTimeout: timeoutMs + WAIT_SLACK_MS },
  ] as const;
}

/** A cluster health wait: true when it was met, false when it timed out (the server answers 408 then). */
export async function settled(wait: () => Promise<{ timed_out?: boolean } | { body: { timed_out?: boolean } }>): Promise<boolean> {
  try {
    const answer = await wait();
    return !('body' in answer ? answer.body : answer).timed_out;
  } catch (error) {
    if ((error as { meta?: { statusCode?: number } } | null)?.meta?.statusCode === 408) return false;
    throw error;
  }
}

/** Both clients put the HTTP status of a failed call in `meta.statusCode`. */
export function isNotFound(error: unknown): boolean {
  return (error as { meta?: { statusCode?: number } } | null)?.meta?.statusCode === 404;
}

/** Runs a call, answering `fallback` when the index or alias it names does not exist. */
export async function unlessMissing<T>(call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isNotFound(error)) return fallback;
    throw error;
  }
}

/** The nodes of a cluster URL setting: one URL or several, comma-separated. */
export function clusterNodes(url: string): string[] {
  return url.split(',').map((node) => node.trim()).filter(Boolean);
}

/** The one figure of a node's stats the search path reads (`indexedDocuments`), the answer trimmed to it. */
export const INDEX_TOTAL_PATH = 'nodes.*.indices.indexing.index_total';

/** The asked node's `index_total` from a `_nodes/_local/stats/indices/indexing` answer, both engines' shape. */
export function indexTotalOfNodeStats(answer: unknown): number {
  const nodes = Object.values((answer as { nodes?: Record<string, { indices?: { indexing?: { index_total?: unknown } } }> } | null)?.nodes ?? {});
  const total = nodes[0]?.indices?.indexing?.index_total;
  if (nodes.length !== 1 || typeof total !== 'number') throw new Error(`a node's stats without its one indexing count: ${JSON.stringify(answer)}`);
  return total;
}

/** A search answer some shard copies did not contribute to: retried like a failed node, never shown. */
export class ShardFailureError extends Error {
  constructor(failed: number, total: number | undefined) {
    super(`${failed} of ${total ?? '?'} shards failed`);
    this.name = 'ShardFailureError';
  }
}

/** The answer if every shard answered; a partial one is an error (a catalogue page with holes is wrong). */
export function wholeAnswer(response: ClusterSearchResponse | undefined): ClusterSearchResponse | undefined {
  const failed = response?._shards?.failed ?? 0;
  if (failed > 0) throw new ShardFailureError(failed, response?._shards?.total);
  return response;
}

/** Error names both clients (and `wholeAnswer`) give a failure of one node rather than of the request. */
const NODE_FAILURES = new Set(['ConnectionError', 'TimeoutError', 'NoLivingConnectionsError', ShardFailureError.name]);
const NODE_FAILURE_STATUSES = new Set([502, 503, 504]);

/** Whether another node may answer what this one failed: refused, reset, timed out, 502-504, missing shards. */
export function isNodeFailure(error: unknown): boolean {
  const failure = error as { name?: string; meta?: { statusCode?: number } } | null;
  return NODE_FAILURES.has(failure?.name ?? '') || NODE_FAILURE_STATUSES.has(failure?.meta?.statusCode ?? 0);
}

/**
 * Runs a search-path call within `budgetMs` on up to 1 + CLUSTER_REQUEST_RETRIES attempts, each on a
 * node the pool picks. Each attempt may use all the time left, so a slow node that does answer is
 * not given up on; one that has not answered after CLUSTER_HEDGE_AFTER_MS is marked down and gets
 * company (a second attempt on another node, never on one it still waits on), and a node failure marks its node down and is retried
 * at once elsewhere. An attempt never goes to a node this call already waits on or saw fail, while
 * another node is left. The first answer wins (its node is up again); any other error (a bad
 * request, a missing index) is final; when every attempt has failed, the last failure is the answer.
 */
export function withinBudget<T>(budgetMs: number, pool: NodePool, call: (node: number, timeoutMs: number) => Promise<T>): Promise<T> {
  const deadline = performance.now() + budgetMs;
  const left = () => deadline - performance.now();
  return new Promise<T>((resolve, reject) => {
    let sent = 0;
    let running = 0;
    let settled = false;
    let hedge: NodeJS.Timeout | undefined;
    /** The nodes this call still waits on, and those that failed it. */
    const pending = new Set<number>();
    const failed = new Set<number>();
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(hedge);
      finish();
    };
    const mayRetry = (after = 0) => sent <= CLUSTER_REQUEST_RETRIES && left() - after >= CLUSTER_MIN_RETRY_MS;
    const send = () => {
      clearTimeout(hedge);
      // Once every node has failed or is awaited, a failed one may be asked again (it may answer now).
      const avoid = new Set([...pending, ...failed]);
      const node = pool.pick(avoid.size < pool.count ? avoid : pending);
      pending.add(node);
      sent += 1;
      running += 1;
      call(node, Math.max(1, Math.round(left()))).then(
        (value) => {
          pending.delete(node);
          pool.markUp(node);
          settle(() => resolve(value));
        },
        (error: unknown) => {
          running -= 1;
          pending.delete(node);
          if (!isNodeFailure(error)) return settle(() => reject(error));
          failed.add(node);
          pool.markDown(node);
          if (!settled && mayRetry()) send();
          else if (running === 0) settle(() => reject(error));
        },
      );
      // A hedge goes only to a node not yet asked: a second copy of a slow search on the node already
      // working on it (a one-node cluster) only slows both, the node's search threads being the bottleneck.
      if (mayRetry(CLUSTER_HEDGE_AFTER_MS) && pending.size < pool.count) {
        hedge = setTimeout(() => {
          if (settled) return;
          pool.markDown(node);
          send();
        }, CLUSTER_HEDGE_AFTER_MS);
      }
    };
    send();
  });
}
