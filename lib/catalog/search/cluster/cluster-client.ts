/**
 * The seam between the shared cluster adapter and one engine's official client. Everything a
 * catalogue needs of a search cluster, in the shape both Elasticsearch and OpenSearch answer it:
 * the seam only moves bodies in and out of each client's calling convention and reports a missing
 * index as `undefined`/`[]`, so the adapter above it never sees a client's error type.
 */
import { CLUSTER_HEDGE_AFTER_MS, CLUSTER_MIN_RETRY_MS, CLUSTER_REQUEST_RETRIES } from '@/lib/config/search';

export type ClusterBody = Record<string, unknown>;

export interface ClusterSearchResponse {
  /** How many shard copies answered: a failed one means hits are missing (a node died mid-search). */
  _shards?: { total?: number; failed?: number };
  hits: {
    total?: { value: number } | number;
    hits: { _id?: string; _score?: number | null; _source?: Record<string, unknown> }[];
  };
  aggregations?: Record<string, unknown>;
}

export interface BulkFailure {
  index?: { error?: unknown };
}

/**
 * The search path's calls take the time one attempt may last and make that one attempt on one node
 * (the client's own retries off): `withinBudget` decides whether and where to try again.
 */
export interface ClusterClient {
  /** `undefined` when the index or alias does not exist. */
  search(index: string, body: ClusterBody, timeoutMs: number): Promise<ClusterSearchResponse | undefined>;
  /** 0 when the index or alias does not exist. */
  count(index: string): Promise<number>;
  createIndex(index: string, body: ClusterBody): Promise<void>;
  /** The first failed item, or `undefined` when every operation went through. */
  bulk(operations: ClusterBody[]): Promise<BulkFailure | undefined>;
  refresh(index: string): Promise<void>;
  /**
   * The mappings of the indices behind an alias, by index name; `undefined` when it does not exist.
   * Read from the answering node's cluster state, so it answers while no cluster manager is elected.
   */
  mapping(alias: string, timeoutMs: number): Promise<Record<string, unknown> | undefined>;
  /** The concrete indices behind an alias, none when it does not exist; from the node's cluster state, as `mapping`. */
  aliasTargets(alias: string, timeoutMs: number): Promise<string[]>;
  updateAliases(actions: ClusterBody[]): Promise<void>;
  deleteIndices(indices: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Both clients' per-request options for one attempt on one node, lasting at most `timeoutMs`. */
export function oneAttempt(timeoutMs: number): { requestTimeout: number; maxRetries: number } {
  return { requestTimeout: timeoutMs, maxRetries: 0 };
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
 * Runs a search-path call within `budgetMs` on up to 1 + CLUSTER_REQUEST_RETRIES nodes. Each attempt
 * may use all the time left, so a slow node that does answer is not given up on; one that has not
 * answered after CLUSTER_HEDGE_AFTER_MS gets company (a second attempt, which the client's round
 * robin sends to the next node), and a node failure is retried at once (the pool has marked that
 * node dead, so the retry goes elsewhere). The first answer wins; any other error (a bad request,
 * a missing index) is final; when every attempt has failed, the last failure is the answer.
 */
export function withinBudget<T>(budgetMs: number, call: (timeoutMs: number) => Promise<T>): Promise<T> {
  const deadline = performance.now() + budgetMs;
  const left = () => deadline - performance.now();
  return new Promise<T>((resolve, reject) => {
    let sent = 0;
    let running = 0;
    let settled = false;
    let hedge: NodeJS.Timeout | undefined;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(hedge);
      finish();
    };
    const mayRetry = (after = 0) => sent <= CLUSTER_REQUEST_RETRIES && left() - after >= CLUSTER_MIN_RETRY_MS;
    const send = () => {
      clearTimeout(hedge);
      sent += 1;
      running += 1;
      call(Math.max(1, Math.round(left()))).then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => {
          running -= 1;
          if (!isNodeFailure(error)) settle(() => reject(error));
          else if (!settled && mayRetry()) send();
          else if (running === 0) settle(() => reject(error));
        },
      );
      if (mayRetry(CLUSTER_HEDGE_AFTER_MS)) hedge = setTimeout(() => !settled && send(), CLUSTER_HEDGE_AFTER_MS);
    };
    send();
  });
}
