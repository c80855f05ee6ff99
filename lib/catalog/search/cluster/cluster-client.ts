/**
 * The seam between the shared cluster adapter and one engine's official client. Everything a
 * catalogue needs of a search cluster, in the shape both Elasticsearch and OpenSearch answer it:
 * the seam only moves bodies in and out of each client's calling convention and reports a missing
 * index as `undefined`/`[]`, so the adapter above it never sees a client's error type.
 */
export type ClusterBody = Record<string, unknown>;

export interface ClusterSearchResponse {
  hits: {
    total?: { value: number } | number;
    hits: { _id?: string; _score?: number | null; _source?: Record<string, unknown> }[];
  };
  aggregations?: Record<string, unknown>;
}

export interface BulkFailure {
  index?: { error?: unknown };
}

export interface ClusterClient {
  /** `undefined` when the index or alias does not exist. */
  search(index: string, body: ClusterBody, timeoutMs: number): Promise<ClusterSearchResponse | undefined>;
  /** 0 when the index or alias does not exist. */
  count(index: string): Promise<number>;
  createIndex(index: string, body: ClusterBody): Promise<void>;
  /** The first failed item, or `undefined` when every operation went through. */
  bulk(operations: ClusterBody[]): Promise<BulkFailure | undefined>;
  refresh(index: string): Promise<void>;
  /** The mappings of the indices behind an alias, by index name; `undefined` when it does not exist. */
  mapping(alias: string): Promise<Record<string, unknown> | undefined>;
  /** The concrete indices behind an alias; none when it does not exist. */
  aliasTargets(alias: string): Promise<string[]>;
  updateAliases(actions: ClusterBody[]): Promise<void>;
  deleteIndices(indices: string[]): Promise<void>;
  close(): Promise<void>;
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
