/**
 * The catalogue search constants of the spec (01 §5, §7, §9; 02 §7, §9), named once: page sizes,
 * time-outs, scoring, boosts, listing filters, the engine's storage place and the lookup errors.
 */

/** Spec §9: the engine query is abandoned after 1 s on the server; the browser waits 5 s. */
export const SEARCH_SERVER_TIMEOUT_MS = 1_000;
export const SEARCH_CLIENT_TIMEOUT_MS = 5_000;

/** Spec §5 / §9: size ≤ 0 falls back to 50; start is at least 0. */
export const DEFAULT_PAGE_SIZE = 50;
export const MIN_START = 0;
/** Elasticsearch's default `index.max_result_window`; both engines refuse deeper pages alike. */
export const MAX_RESULT_WINDOW = 10_000;

/** Spec §9 full-text settings. */
export const MIN_SCORE = 0.02;
export const FUZZINESS = 2;
export const MINIMUM_SHOULD_MATCH_PERCENT = 75;
/** Elasticsearch's default fuzzy `max_expansions`: at most this many index terms per query word. */
export const FUZZY_MAX_EXPANSIONS = 50;
/**
 * On a search cluster a fuzzy match keeps a word's first character as typed (`prefix_length`): a
 * cluster measures each word's edit-distance automaton against its term dictionary and scores every
 * neighbour it finds, and a word of one to three characters (`g`, `250`) is within two edits of
 * nearly every short term, so its neighbours matched most of a large catalogue. Kept, the first
 * character narrows the neighbours to the terms that start alike: the bench's typo queries took a
 * fifth to a quarter less server time at 10 000 and 100 000 products, and the judged query sets keep
 * every store's top-3 and zero-result rates and misses (the contract's `relevance-set` holds them).
 * The embedded engine still respells a first character: a word mistyped there and nowhere else
 * finds its products only there.
 */
export const CLUSTER_FUZZY_PREFIX_LENGTH = 1;
/**
 * On OpenSearch a shard's segments are searched in this many slices at once (concurrent segment
 * search, `index.search.concurrent_segment_search.mode: all` with this `max_slice_count`; 1 searches
 * them one after the other, OpenSearch's default). A search asks one shard copy, so without slices
 * one of a node's cores works on it while the others may idle: the typo class, CPU-bound in its
 * fuzzy match, answered sooner split in two (ADR 0060). The CPU per search stays the same, so a
 * cluster whose cores are all busy gains nothing and pays the slices' hand-over; Elasticsearch
 * slices by itself and has no such setting.
 */
export const CLUSTER_SEARCH_SLICES = 2;

/**
 * A large import leaves its product index (more than 1 000 documents) in this many segments of about
 * equal size, one per search slice (ADR 0067): fewer segments cost a search less CPU (its fuzzy
 * words meet fewer term dictionaries, its facets fewer ordinal maps), and equal ones keep both slices busy.
 */
export const CLUSTER_MERGED_SEGMENTS = CLUSTER_SEARCH_SLICES;
/** Spec §9 boosts, keyed by the document path they weigh. */
export const TEXT_FIELD_BOOSTS = {
  name: 4,
  sku: 2,
  'category.name': 1,
  'configurable_children.name': 3,
} as const;
export type TextField = keyof typeof TEXT_FIELD_BOOSTS;
/** The text field matched as one keyword (the whole query against the whole value), as in ES. */
export const KEYWORD_TEXT_FIELD: TextField = 'sku';

/** Terms aggregations answer at most this many buckets unless a request asks otherwise. */
export const DEFAULT_TERMS_AGGREGATION_SIZE = 100;

/** Spec §9: default product sort and the category list's sort, size and root. */
export const DEFAULT_PRODUCT_SORT = 'updated_at:desc';
export const CATEGORY_LIST_SORT = 'position:asc';
export const CATEGORY_LIST_SIZE = 4_000;
export const ROOT_CATEGORY_ID = 2;
/** Spec 02 §7: the menu fetches category levels 2 to 4. */
export const MENU_CATEGORY_LEVELS = { from: 2, to: 4 } as const;

/** Spec §5 listing filters. */
export const LISTED_PRODUCT_STATUS = 1;
export const CATEGORY_LISTING_VISIBILITY = [2, 4] as const;
export const CATEGORY_LISTING_STATUS = [0, 1] as const;
/** Spec §9: "Out-of-stock products are listed"; `CATALOG_LIST_OUT_OF_STOCK=false` hides them. */
export const LIST_OUT_OF_STOCK_DEFAULT = true;
/**
 * Magento visibility 3 (search) and 4 (catalogue and search): what a text search lists, so a
 * configurable product answers once, found by its children's names (issue 19).
 */
export const SEARCH_RESULT_VISIBILITY = [3, 4] as const;
/** Magento visibility 1: a product reached only through its configurable parent. */
export const VISIBILITY_NOT_VISIBLE_INDIVIDUALLY = 1;

/** Spec §9 / 02 §7, §9 list sizes. */
export const ATTRIBUTE_LIST_SIZE = 150;
export const CMS_BLOCK_PAGE_SIZE = 150;
export const CMS_MAX_COUNT = 500;
export const MANUAL_LINKS_SIZE = 500;
export const CONFIG_SIZE = 1;
export const DEFAULT_PRODUCT_KEY = 'sku';

/** The spec's price filter ranges (§9), as range-aggregation buckets. */
export const PRICE_FILTER_RANGES = [
  { from: 0, to: 50 },
  { from: 50, to: 100 },
  { from: 100, to: 150 },
  { from: 150 },
] as const;

/** Where the embedded engine keeps its documents, relative to the working directory. */
/** The embedded engine's files, inside `DATA_DIR`. */
export const EMBEDDED_INDEX_DIR_NAME = 'index';
/** How often a running server looks for an import made by another process. */
export const INDEX_RELOAD_CHECK_MS = 1_000;
/** Collections up to this many bytes of JSON stay in memory; larger ones are read from disk per hit. */
export const IN_MEMORY_SOURCE_LIMIT_BYTES = 16 * 1024 * 1024;
/** Like Elasticsearch's keyword `ignore_above`: longer strings are stored but not filterable. */
export const KEYWORD_MAX_LENGTH = 256;
/** Deepest document path the embedded engine indexes (`configurable_children.stock.is_in_stock`). */
export const INDEXED_PATH_DEPTH = 3;
/**
 * Nested lists whose inner fields are not filterable (they only travel with the document), except
 * the paths of `INDEXED_NESTED_PATHS`: this keeps the index small at 100 000 products.
 */
export const UNINDEXED_SUBTREES = [
  'configurable_children',
  'configurable_options',
  'bundle_options',
  'product_links',
  'media_gallery',
  'custom_options',
  'attributes_metadata',
  'children_data',
  'tier_prices',
  'product_option',
] as const;
export const INDEXED_NESTED_PATHS = [
  'configurable_children.sku',
  'configurable_children.id',
  'configurable_children.name',
  'configurable_options.attribute_code',
  'product_links.linked_product_sku',
  'bundle_options.product_links.sku',
] as const;

/** The API's answer cache: entries kept per process. */
export const RESULT_CACHE_ENTRIES = 1_000;

/**
 * A cluster request on the search path that failed on one node (refused, reset, timed out, a 502-504
 * or a shard that did not answer) is sent again to another node, at most this many times, within
 * the server time-out: a refused node costs no time, so a killed node costs no search.
 */
export const CLUSTER_REQUEST_RETRIES = 3;
/**
 * A search-path request unanswered this long is also sent to another node (the first answer wins):
 * a node that hangs (no answer, no refusal) leaves the rest of the 1 s to another, a slow one that
 * does answer is not given up on.
 */
export const CLUSTER_HEDGE_AFTER_MS = 500;
/** A retry with less time left than this is not worth sending. */
export const CLUSTER_MIN_RETRY_MS = 100;
/**
 * A node that failed a search-path attempt or left one unanswered past CLUSTER_HEDGE_AFTER_MS is
 * skipped this long (unless no other node is left): long enough that the searches right after a
 * node's loss do not each wait on it, short enough that a node back from a pause or a restart gets
 * its share again within seconds.
 */
export const CLUSTER_NODE_DOWN_MS = 5_000;

/** Not set by the spec: a country list of tax rules fits many times over. */
export const TAX_RULE_LIST_SIZE = 500;
/** The key under which both server bundles (proxy and app) find the one process-wide engine. */
export const CATALOG_INDEX_GLOBAL_KEY = 'storefront.catalogIndex';

/** `/api/catalog` answers for malformed requests and engine failures (developer-facing). */
export const CATALOG_API_ERRORS = {
  bodyNotJson: 'body: must be a JSON object',
  requestMissing: 'request: required (URL-encoded JSON)',
  requestNotJson: 'request: must be URL-encoded JSON',
  unavailable: 'The catalogue is not available right now',
} as const;

/** What `catalog:import` and `catalog:ensure` generate when given no dump (the demo catalogue). */
export const DEMO_IMPORT_DEFAULTS = { products: 300, seed: 42 } as const;

/**
 * Language-aware analysis (issue 19): a compound part the dictionary knows is at least this long
 * (`tee`, `vol`), a piece it does not know at least this long; a query word found only as a part
 * of a compound weighs this share of a whole-word match.
 */
export const MIN_COMPOUND_PART_LENGTH = 3;
export const MIN_COMPOUND_REST_LENGTH = 4;
export const COMPOUND_PART_WEIGHT = 0.5;
/**
 * The search clusters' stand-in for the embedded ranking tiers: a fixed score step per tier, each
 * above what BM25 gives a catalogue match, on top of the fuzzy multi_match (see ADR 0016). `everyWord`
 * is added once per matched word of a text of two or more, by the match itself (ADR 0066).
 */
export const CLUSTER_RANKING_TIERS = { everyWord: 1600, allWords: 800, wholeWords: 400, exactWords: 200, prefix: 100 } as const;

/**
 * The analysis a cluster's catalogue indices are built with (`ELASTICSEARCH_ANALYSIS`): `language`
 * is the store language's folding, decompounding, stemming and synonyms, which need the engine's
 * analysis modules; `plain` uses only what an Elasticsearch server holds without them (a node built
 * from Maven Central). What `plain` lacks is named in lib/catalog/search/cluster/engine-differences.ts.
 */
export const CLUSTER_ANALYSES = ['language', 'plain'] as const;
export type ClusterAnalysis = (typeof CLUSTER_ANALYSES)[number];

/** Issue 19: at most this many type-ahead suggestions in a search answer's `suggestions`. */
export const SEARCH_SUGGESTION_LIMIT = 10;
/** A suggested word may differ from the typed start of it by this many edits (prefix + fuzzy). */
export const SUGGESTION_PREFIX_FUZZINESS = 1;
/**
 * Prefix matching (issue 19): the last typed word, from this many letters on, also matches the
 * index terms it starts (`kaffeevoll` → Kaffeevollautomat), the most frequent ones first, ranked
 * below exact matches and above fuzzy ones.
 */
export const PREFIX_MIN_LENGTH = 3;
export const PREFIX_MAX_EXPANSIONS = 50;

/**
 * A cluster import's bulk requests in flight at once (`CLUSTER_BULK_CONCURRENCY`): enough to keep
 * serialisation and both of a small node's write threads busy. Fewer leave a node that serves shoppers
 * during a reindex more of its cores; more help only nodes with more cores than requests.
 */
export const DEFAULT_BULK_CONCURRENCY = 3;
export const MAX_BULK_CONCURRENCY = 16;
/** Megabytes of serialised documents per bulk request (`CLUSTER_BULK_REQUEST_MB`): a few, as both engines advise. */
export const DEFAULT_BULK_REQUEST_MB = 4;
/** Both engines refuse an HTTP request above 100 MB by default (`http.max_content_length`). */
export const MAX_BULK_REQUEST_MB = 90;
