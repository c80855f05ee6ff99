/**
 * Where the search clusters answer differently from the embedded engine, named once. Each entry is
 * held by a contract test (tests/contract/catalog-index), so a change that widens a difference fails
 * there instead of surprising a shopper.
 */

/**
 * Judged query kinds (`bench:relevance`) whose top 3 may differ between the engines: a misspelt
 * compound word (`Kaffeemsachinen`, `Koffieomlens`). The cluster's `dictionary_decompounder`
 * splits every dictionary word it finds inside a query word, also inside a misspelt one, so the
 * intact part (`kaffee`) matches exactly and its products rank first; the embedded engine splits a
 * query word only into parts that are all indexed and matches the misspelt word as a whole,
 * fuzzily (`kaffeemaschinen`). Both find products for every such query (zero results alike), and
 * both meet the top-3 target.
 */
export const RANKING_MAY_DIFFER_FOR: readonly string[] = ['typo'];

/**
 * What each engine's client demands of its server, which is why each has its own seam:
 * `@elastic/elasticsearch` 9 refuses a server that does not answer `x-elastic-product:
 * Elasticsearch` (so it cannot talk to OpenSearch) and sends `compatible-with=9` headers;
 * `@opensearch-project/opensearch` wraps answers in `{ body, statusCode }`.
 */
export const CLIENT_SEAMS = {
  elasticsearch: '@elastic/elasticsearch',
  opensearch: '@opensearch-project/opensearch',
} as const;
