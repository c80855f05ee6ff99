/**
 * Where the search clusters answer differently from the embedded engine, named once. Each entry is
 * held by a contract test (tests/contract/catalog-index), so a change that widens a difference fails
 * there instead of surprising a shopper.
 */

/**
 * The token filters of the `plain` analysis (`ELASTICSEARCH_ANALYSIS=plain`), after the `standard`
 * tokenizer: only what the Elasticsearch server itself holds. A node built from Maven Central has no
 * analysis modules (`analysis-common` is not published there, ADR 0043) and refuses the language
 * analysis's `german_normalization`, `asciifolding`, `dictionary_decompounder`, `stemmer`,
 * `synonym_graph` and `unique` ("failed to find filter"). With `plain`, text matches words as typed,
 * lower-cased: no folding (`muehle` does not find "Mühle"), no compound parts, stems or synonyms;
 * fuzziness, prefixes, filters, facets, sort, paging and the import behind aliases are unchanged.
 * The contract cases that need the language analysis are skipped there (tests/contract/catalog-index/engines.ts).
 */
export const PLAIN_ANALYSIS_FILTERS: readonly string[] = ['lowercase'];

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
