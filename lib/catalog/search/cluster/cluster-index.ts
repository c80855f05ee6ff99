/**
 * The catalogue on a search cluster, Elasticsearch or OpenSearch alike: one alias per store index
 * and entity type (`catalog_de_de_product`) over a versioned concrete index per import. An import
 * fills fresh indices, swaps every alias of the store in one atomic alias update, and drops the
 * previous generation only after the longest search that may still read it has given up, so a
 * shopper searching through a reindex never meets a missing or half-filled index. Each engine's
 * client is a thin seam (`ClusterClient`); what differs between the engines is in
 * `engine-differences.ts`.
 */
import { CLUSTER_MERGED_SEGMENTS, INDEX_RELOAD_CHECK_MS, KEYWORD_TEXT_FIELD, SEARCH_SERVER_TIMEOUT_MS, type ClusterAnalysis } from '@/lib/config/search';
import type { CatalogIndex, IndexDocuments } from '../port';
import { ENTITY_TYPES, type CatalogQuery, type EntityType, type SearchResult } from '../query';
import { analyzerFor } from '../analysis/analyzer';
import { analysisLanguageOfIndex } from '../analysis/languages';
import { valuesAt } from '../embedded/document-fields';
import { isNodeFailure, LOCAL_COPIES, wholeAnswer, withinBudget, type ClusterBody, type ClusterClient } from './cluster-client';
import { FUZZY_FORMS_META, FUZZY_TERMS_META, fuzzyTermsOf } from './fuzzy-vocabulary';
import { FUZZY_TERM_STATS_META } from './blended-terms';
import { NodePool } from './node-pool';
import { indexBody, observedProperties, textFieldValues, type SkuShape } from './mappings';
import { bulkFill, CHARS_PER_MB, type BulkFillOptions } from './bulk-fill';
import { dictionaryOfMapping, rankingText, type QueryDictionary } from './query-words';
import { fromSearchResponse, lacksStoredTiles, toSearchRequest } from './translate';
import { warmUpQueries } from './warm-up';

/**
 * A fresh index is filled with no replica, no periodic refresh and its translog synced in the
 * background rather than on every request: the replica would analyse every document a second time,
 * and a refresh or sync mid-fill serves no one (nothing reads the index before the swap, and a fill
 * interrupted by a crash is dropped and started again). `AFTER_FILL_SETTINGS` restores the
 * cluster's defaults before any shopper can reach the index, and the swap waits until its replicas
 * are copied.
 */
const FILL_SETTINGS = { number_of_replicas: 0, refresh_interval: '-1', 'translog.durability': 'async' } as const;
const AFTER_FILL_SETTINGS = { number_of_replicas: null, refresh_interval: null, 'translog.durability': null } as const;
/** How long the import waits for an index's replicas before it swaps anyway (the primaries answer meanwhile). */
const REPLICA_WAIT_MS = 120_000;
/**
 * Up to this many documents an index is filled as it is created: the settings changes around a fill
 * would cost more than they save.
 */
const BULK_FILL_MIN_DOCS = 1_000;
const NO_GENERATION = 'empty';
/**
 * How long the previous generation outlives the alias swap, in search time-outs: a search that
 * resolved the alias just before it is abandoned after one, so two are enough.
 */
const GRACE_SEARCH_TIMEOUTS = 2;

/** What an import's alias read may take (the clients' default request time-out): no shopper waits on it. */
const IMPORT_READ_TIMEOUT_MS = 30_000;

export type ClusterEngine = 'elasticsearch' | 'opensearch';

export function aliasOf(index: string, type: EntityType): string {
  return `${index}_${type}`;
}

/** The concrete index of one import: the alias plus the import's version. */
export function versionedIndexOf(alias: string, version: string): string {
  return `${alias}_${version}`;
}

/** The folded words of these documents' text fields (not the sku), each once. */
function textWordsOf(language: ReturnType<typeof analysisLanguageOfIndex>, docs: Record<string, unknown>[]): Set<string> {
  const analyzer = analyzerFor(language);
  const words = new Set<string>();
  for (const doc of docs) for (const value of textFieldValues(doc)) for (const word of analyzer.foldedWords(value)) words.add(word);
  return words;
}

/**
 * The decompounder's word list for these documents (the compound parts of their text fields' words)
 * and the compounds they hold whole (`espressomelange`: a query word among them is not split), from
 * one pass of analysis over the documents.
 */
export function compoundsOf(language: ReturnType<typeof analysisLanguageOfIndex>, docs: Record<string, unknown>[]): { parts: string[]; held: string[] } {
  const analyzer = analyzerFor(language);
  if (!analyzer.decompounds) return { parts: [], held: [] };
  const words = textWordsOf(language, docs);
  const parts = analyzer.compoundWordList(words);
  if (parts.length === 0) return { parts, held: [] };
  const dictionary = new Set(parts);
  const held = [...words].filter((word) => !dictionary.has(word) && analyzer.splitQueryWord(word, (term) => dictionary.has(term)).length > 1).sort();
  return { parts, held };
}

/** The shape of these documents' skus, as the sku's lower-cased search field holds them. */
export function skuShapeOf(docs: Record<string, unknown>[]): SkuShape {
  let min = Infinity;
  let max = -Infinity;
  const characters = new Set<string>();
  for (const doc of docs) {
    for (const value of valuesAt(doc, KEYWORD_TEXT_FIELD)) {
      if (typeof value !== 'string') continue;
      const chars = [...value.toLowerCase()];
      min = Math.min(min, chars.length);
      max = Math.max(max, chars.length);
      for (const char of chars) characters.add(char);
    }
  }
  return min <= max ? { min, max, characters: [...characters].sort().join('') } : null;
}

export interface ClusterIndexOptions {
  /**
   * How long a search may take before it fails (the spec's server time-out). Timing tests on a
   * loaded machine set it relative to what the same node answers unloaded in the same run.
   */
  searchTimeoutMs?: number;
  /** How long the previous generation stays after the swap (tests shorten it); two search time-outs by default. */
  previousGenerationGraceMs?: number;
  /** Put before every alias and index name, so several shops or test runs share one cluster. */
  indexPrefix?: string;
  /** `plain` for a node without the analysis modules (engine-differences.ts); `language` by default. */
  analysis?: ClusterAnalysis;
  /** An import's bulk requests in flight and their size (CLUSTER_BULK_CONCURRENCY, CLUSTER_BULK_REQUEST_MB). */
  bulk?: { concurrency?: number; requestMb?: number };
}

export class ClusterCatalogIndex implements CatalogIndex {
  private readonly generations = new Map<string, { value: string; checkedAt: number }>();
  /** Each alias's decompounder dictionary and skus' shape, read once per catalogue generation. */
  private readonly dictionaries = new Map<string, { generation: string; words: QueryDictionary }>();
  /** The aliases whose newer dictionary is being looked for. */
  private readonly renewing = new Set<string>();
  private readonly graceMs: number;
  private readonly searchTimeoutMs: number;
  private readonly prefix: string;
  /** With the `plain` analysis nothing is split into compound parts: neither the documents nor a query. */
  readonly analysis: ClusterAnalysis;
  /** Which node the search path asks next, and which it avoids for a while. */
  private readonly pool: NodePool;
  /** What the import's bulk fill is given (`CLUSTER_BULK_CONCURRENCY`, `CLUSTER_BULK_REQUEST_MB`). */
  readonly bulk: BulkFillOptions;
  private lastVersion = 0;
  /** When the nodes' indexing counts were last read (`watchIndexing`). */
  private indexingReadAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly engine: ClusterEngine,
    private readonly client: ClusterClient,
    options: ClusterIndexOptions = {},
  ) {
    this.searchTimeoutMs = options.searchTimeoutMs ?? SEARCH_SERVER_TIMEOUT_MS;
    this.graceMs = options.previousGenerationGraceMs ?? GRACE_SEARCH_TIMEOUTS * this.searchTimeoutMs;
    this.prefix = options.indexPrefix ?? '';
    this.analysis = options.analysis ?? 'language';
    this.pool = new NodePool(client.nodeCount);
    this.bulk = { concurrency: options.bulk?.concurrency, requestChars: options.bulk?.requestMb === undefined ? undefined : options.bulk.requestMb * CHARS_PER_MB };
  }

  /** The alias of a store index's entity type on this cluster. */
  private alias(index: string, type: EntityType): string {
    return this.prefix + aliasOf(index, type);
  }

  /**
   * Every call within the server time-out, each retried on another node when one fails
   * (`withinBudget`), on the asked node's own shard copies unless it is indexing (ADR 0079).
   */
  async search(index: string, query: CatalogQuery): Promise<SearchResult> {
    this.watchIndexing();
    const deadline = performance.now() + this.searchTimeoutMs;
    const left = () => deadline - performance.now();
    const alias = this.alias(index, query.type);
    const language = analysisLanguageOfIndex(index);
    // A tile query reads the mapping too: whether the index keeps its tiles (`STORED_TILE_META`).
    const words = query.text || query.view === 'tile' ? await this.dictionary(index, alias, left) : undefined;
    const ask = async (shape: QueryDictionary | undefined) => {
      const body = this.searchRequest(language, query, shape);
      return withinBudget(left(), this.pool, async (node, timeoutMs) =>
        wholeAnswer(await this.client.search(alias, body, timeoutMs, node, this.pool.isIndexing(node) ? undefined : LOCAL_COPIES)),
      );
    };
    // The alias moved to an index that keeps no tile doc values (one imported before them, swapped
    // back) since the mapping was read: its hits came without tile or source, or, where it kept its
    // tile as a stored string (ADR 0077), it refused the request. Read its mapping now and ask again.
    const asksTiles = query.view === 'tile' && words?.storedTile === true;
    const again = async () => ask(await this.readDictionary(index, alias, left()));
    let response = await ask(words).catch((error: unknown) => {
      if (!asksTiles || isNodeFailure(error)) throw error;
      return again();
    });
    if (response && asksTiles && lacksStoredTiles(response)) response = await again();
    return response ? fromSearchResponse(query, response) : { hits: [], total: 0, aggregations: {} };
  }

  /**
   * Reads every node's indexing count, at most once per INDEX_RELOAD_CHECK_MS and beside the
   * searches (none waits on it), so the pool knows which nodes an import is filling. A node that
   * does not answer keeps what was known of it; its searches' own failures mark it down.
   */
  private watchIndexing(): void {
    const at = performance.now();
    if (at - this.indexingReadAt < INDEX_RELOAD_CHECK_MS) return;
    this.indexingReadAt = at;
    for (let node = 0; node < this.pool.count; node++) {
      void this.client
        .indexedDocuments(node, this.searchTimeoutMs)
        .then((total) => this.pool.noteIndexed(node, total))
        .catch(() => undefined);
    }
  }

  /** The cluster request of a query; a typed compound is split over the index's dictionary as the embedded engine splits it. */
  private searchRequest(language: ReturnType<typeof analysisLanguageOfIndex>, query: CatalogQuery, words: QueryDictionary | undefined): Record<string, unknown> {
    const ranked = query.text && words && this.analysis === 'language' && analyzerFor(language).decompounds ? rankingText(query.text, language, words) : undefined;
    return toSearchRequest(query, ranked, words);
  }

  /**
   * The alias's dictionary. Once one is known a search uses it at once, and whether a newer
   * generation has come (and its dictionary) is read beside the search: the alias and mapping are
   * cluster-state reads, which a busy cluster manager answers last (while an import creates and
   * swaps indices). A dictionary one check old after a swap only splits a typed compound over the previous
   * generation's parts, for about INDEX_RELOAD_CHECK_MS.
   */
  private async dictionary(index: string, alias: string, left: () => number): Promise<QueryDictionary> {
    const cached = this.dictionaries.get(alias);
    if (!cached) return this.readDictionary(index, alias, left());
    if (!this.renewing.has(alias)) {
      this.renewing.add(alias);
      void this.generation(index)
        .then((generation) => (generation === cached.generation ? undefined : this.readDictionary(index, alias, this.searchTimeoutMs)))
        .catch(() => undefined)
        .finally(() => this.renewing.delete(alias));
    }
    return cached.words;
  }

  private async readDictionary(index: string, alias: string, budgetMs: number): Promise<QueryDictionary> {
    const generation = await this.generation(index);
    const words = dictionaryOfMapping(await withinBudget(budgetMs, this.pool, (node, timeoutMs) => this.client.mapping(alias, timeoutMs, node)), analysisLanguageOfIndex(index));
    this.dictionaries.set(alias, { generation, words });
    return words;
  }

  count(index: string, type: EntityType): Promise<number> {
    return this.client.count(this.alias(index, type));
  }

  async generation(index: string): Promise<string> {
    const cached = this.generations.get(index);
    if (cached && Date.now() - cached.checkedAt < INDEX_RELOAD_CHECK_MS) return cached.value;
    const alias = this.alias(index, 'product');
    const targets = await withinBudget(this.searchTimeoutMs, this.pool, (node, timeoutMs) => this.client.aliasTargets(alias, timeoutMs, node));
    const value = targets.sort().join(',') || NO_GENERATION;
    this.generations.set(index, { value, checkedAt: Date.now() });
    return value;
  }

  /** A version newer than any this process handed out, even for two imports in one millisecond. */
  private nextVersion(): string {
    this.lastVersion = Math.max(Date.now(), this.lastVersion + 1);
    return String(this.lastVersion);
  }

  async replace(index: string, documents: IndexDocuments): Promise<void> {
    const version = this.nextVersion();
    const language = analysisLanguageOfIndex(index);
    const created: string[] = [];
    const previous: string[] = [];
    const actions: Record<string, unknown>[] = [];
    try {
      for (const type of ENTITY_TYPES) {
        const alias = this.alias(index, type);
        const concrete = versionedIndexOf(alias, version);
        const docs = documents[type] ?? [];
        const { parts, held } = this.analysis === 'language' ? compoundsOf(language, docs) : { parts: [], held: [] };
        const body = indexBody(language, { compoundWords: parts, heldCompounds: held, analysis: this.analysis, skuShape: skuShapeOf(docs), fieldTypes: observedProperties(docs), slicedSearch: this.engine === 'opensearch', storedTile: type === 'product' });
        const large = docs.length > BULK_FILL_MIN_DOCS;
        await this.client.createIndex(concrete, large ? { ...body, settings: { ...(body.settings as object), ...FILL_SETTINGS } } : body);
        created.push(concrete);
        const fill = { ...this.bulk, storedTile: type === 'product' };
        if (large) await this.fillMerged(concrete, docs, fill);
        else await bulkFill((lines) => this.client.bulk(lines), concrete, docs, fill);
        await this.client.refresh(concrete);
        if (this.analysis === 'language') await this.keepFuzzyTerms(concrete, language, docs, body);
        if (large) {
          // Committed first: a replica then copies the segments, where it would otherwise replay
          // every document from the translog (the fill never committed), analysing them again.
          await this.client.flush(concrete);
          await this.client.updateSettings(concrete, AFTER_FILL_SETTINGS);
          await this.client.waitForCopies(concrete, REPLICA_WAIT_MS);
        }
        await this.warmUp(concrete, language, type, docs, body);
        const targets = await this.client.aliasTargets(alias, IMPORT_READ_TIMEOUT_MS, this.pool.pick());
        previous.push(...targets);
        actions.push(...targets.map((target) => ({ remove: { index: target, alias } })), { add: { index: concrete, alias } });
      }
      await this.client.updateAliases(actions);
    } catch (error) {
      // Nothing was swapped: the store keeps its catalogue, and the half-built generation goes.
      if (created.length > 0) await this.client.deleteIndices(created).catch(() => undefined);
      throw error;
    }
    this.generations.delete(index);
    if (previous.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.graceMs));
      await this.client.deleteIndices(previous);
    }
  }

  /**
   * Writes the fuzzy text field's vocabulary and its terms' statistics into the filled index's `_meta`
   * (and `body`'s, which the warm-up reads), so searches respell most words without an automaton
   * (`fuzzy-vocabulary.ts`, `blended-terms.ts`).
   * Without it (the node could not analyse) every word stays a fuzzy match: the answers are the same,
   * only dearer.
   */
  private async keepFuzzyTerms(concrete: string, language: ReturnType<typeof analysisLanguageOfIndex>, docs: Record<string, unknown>[], body: ClusterBody): Promise<void> {
    const kept = await fuzzyTermsOf(this.client, concrete, language, docs).catch(() => undefined);
    if (!kept) return;
    const mappings = body.mappings as { _meta: ClusterBody };
    const meta = {
      ...mappings._meta,
      [FUZZY_TERMS_META]: kept.terms,
      ...(kept.forms ? { [FUZZY_FORMS_META]: kept.forms } : {}),
      [FUZZY_TERM_STATS_META]: kept.stats,
    };
    await this.client.putMeta(concrete, meta);
    mappings._meta = meta;
  }

  /**
   * Fills a large index in CLUSTER_MERGED_SEGMENTS parts of equal size, merging after each part into
   * as many segments as parts so far: every earlier part is one segment already, so the merge makes
   * the new part one more (as near as the merge policy allows), and the index ends with one segment
   * per search slice, of about equal size. Merged before its replica exists, so only the primary
   * merges and the replica copies the merged segments.
   */
  private async fillMerged(concrete: string, docs: readonly Record<string, unknown>[], fill: BulkFillOptions): Promise<void> {
    const parts = CLUSTER_MERGED_SEGMENTS;
    for (let part = 1; part <= parts; part++) {
      const range = { from: Math.round(((part - 1) * docs.length) / parts), to: Math.round((part * docs.length) / parts) };
      await bulkFill((lines) => this.client.bulk(lines), concrete, docs, fill, range);
      await this.client.forceMerge(concrete, part);
    }
  }

  /**
   * The shop's query shapes once on every node's copies of a new index, before any shopper can
   * reach it (`warm-up.ts`); what they answer, or that they fail, does not matter.
   */
  private async warmUp(concrete: string, language: ReturnType<typeof analysisLanguageOfIndex>, type: EntityType, docs: Record<string, unknown>[], body: Record<string, unknown>): Promise<void> {
    const words = dictionaryOfMapping({ [concrete]: { mappings: body.mappings } }, language);
    for (const query of warmUpQueries(type, docs)) {
      const request = this.searchRequest(language, query, words);
      for (let node = 0; node < this.client.nodeCount; node++) {
        await this.client.search(concrete, request, IMPORT_READ_TIMEOUT_MS, node, LOCAL_COPIES).catch(() => undefined);
      }
    }
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
