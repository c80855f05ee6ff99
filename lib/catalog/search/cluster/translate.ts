/**
 * The query model in the cluster engines' query DSL (Elasticsearch's, which OpenSearch shares) and back: filters as `bool` filter clauses, facet choices
 * as `post_filter` (each aggregation filtered by the other facets, so counts stay disjunctive),
 * text as `multi_match` with the spec's boosts and fuzziness (or the last word as a prefix), sort
 * with missing values last.
 */
import { CLUSTER_FUZZY_PREFIX_LENGTH, CLUSTER_RANKING_TIERS, FUZZINESS, KEYWORD_TEXT_FIELD, MIN_SCORE, MINIMUM_SHOULD_MATCH_PERCENT, TEXT_FIELD_BOOSTS } from '@/lib/config/search';
import {
  boundsOf,
  planAggregations,
  rangeKey,
  type AggregationPlan,
  type AggregationResult,
  type CatalogDocument,
  type CatalogQuery,
  type Filter,
  type SearchResult,
} from '../query';
import { WHOLE_INDEX_ANALYZER, WHOLE_SEARCH_ANALYZER } from './analysis-settings';
import type { ClusterSearchResponse } from './cluster-client';
import { boostedSearchFields, boostedTextFields, boostedWholeWordFields, decodedTile, FUZZY_TEXT_FIELD, IMPORT_ORDER_FIELD, searchFieldOf, type SkuShape } from './mappings';
import { eachWordClauses, skuNearClause } from './every-word-tier';
import { respeltWithoutAutomaton } from './fuzzy-vocabulary';
import type { QueryDictionary } from './query-words';
import { tileOf, TILE_FIELD } from '../tile-document';
import { filterSource } from '../embedded/source-filter';

type Clause = Record<string, unknown>;

/** What a hit scores for matching at all (above the min score); the ranking clauses add the rest. */
const MATCH_SCORE = 1;
/** A fuzzy match's score counts this much: it orders the hits that matched only fuzzily. */
const FUZZY_SCORE_WEIGHT = 0.1;
/**
 * The last sort key of every search: a document's place in its import, which orders the embedded
 * engine's ties, and the same on every copy of the index (`_doc` is each copy's own). An index
 * imported before the field existed answers as if every document lacked it (ties by `_doc`).
 */
export const TIE_BREAK: Clause = { [IMPORT_ORDER_FIELD]: { order: 'asc', unmapped_type: 'integer' } };

export function filterClause(filter: Filter): Clause {
  switch (filter.op) {
    case 'eq':
      return { term: { [filter.field]: filter.value } };
    case 'in':
      return { terms: { [filter.field]: filter.value } };
    default:
      return { range: { [filter.field]: boundsOf(filter) } };
  }
}

function bool(filters: Filter[]): Clause {
  return { bool: { filter: filters.map(filterClause) } };
}

function aggregationBody(plan: AggregationPlan): Clause {
  switch (plan.type) {
    case 'terms':
      return { terms: { field: plan.field, size: plan.size } };
    case 'range':
      return { range: { field: plan.field, ranges: plan.ranges.map((range) => ({ key: rangeKey(range), ...range })) } };
    default:
      return { [plan.type]: { field: plan.field } };
  }
}

/**
 * The embedded engine's ranking tiers (issue 19) as fixed score steps, so a tier outranks every
 * lower one whatever the text statistics say, and the match score orders within a tier: a document
 * holding every word first (counted by the match itself, `wordByWordMatchClause`), then one holding
 * every word exactly (after analysis), then one whose words match as whole words (not only as
 * a compound part), then exact words, then the last word as the start of a term (`bool_prefix`),
 * then fuzzy matches (`textMatchClause` scores within the tiers). The tiers read the query without splitting it into compound parts: the
 * cluster's decompounder splits off any dictionary word it finds inside a query word, also inside a
 * misspelt one (`kaffeemsachinen` → kaffee), where the embedded engine splits a query word only
 * into parts that are all indexed; the split query still finds documents (the must clause).
 */
function rankingClauses(text: string, index: IndexShape): Clause[] {
  const tier = (boost: number, query: Clause): Clause => ({ constant_score: { filter: query, boost } });
  const whole = (fields: string[], analyzer: string, operator?: 'and'): Clause => ({
    multi_match: { query: text, fields, type: 'best_fields', analyzer, ...(operator ? { operator } : {}) },
  });
  return [
    tier(CLUSTER_RANKING_TIERS.allWords, whole(boostedSearchFields(), WHOLE_SEARCH_ANALYZER, 'and')),
    // The words as typed, without their synonyms, above a synonym's match (the embedded engine
    // weighs a synonym by its own, usually lower, rarity).
    tier(CLUSTER_RANKING_TIERS.wholeWords, whole(boostedWholeWordFields(), WHOLE_INDEX_ANALYZER, 'and')),
    tier(CLUSTER_RANKING_TIERS.exactWords, anyWordClause(text, index)),
    tier(CLUSTER_RANKING_TIERS.prefix, anyWordOrPrefixClause(text, index, WHOLE_SEARCH_ANALYZER)),
  ];
}

/**
 * A hit holding any of the words (or the whole text as its sku). The text fields all copy into the
 * fuzzy text field, analysed alike, so "any word in any text field" is "any word in that one field":
 * the same hits from one field's postings instead of three (ADR 0078). An index without the field
 * asks each field.
 */
export function anyWordClause(text: string, index: IndexShape): Clause {
  if (!index.fuzzyText) return { multi_match: { query: text, fields: boostedSearchFields(), type: 'best_fields', analyzer: WHOLE_INDEX_ANALYZER } };
  const anyIn = (field: string): Clause => ({ match: { [field]: { query: text, analyzer: WHOLE_INDEX_ANALYZER } } });
  return { bool: { should: [anyIn(FUZZY_TEXT_FIELD), anyIn(searchFieldOf(KEYWORD_TEXT_FIELD))] } };
}

/** A hit holding any of the words or the last one as the start of a term, also read from the one fuzzy text field where the index holds it. */
export function anyWordOrPrefixClause(text: string, index: IndexShape, analyzer: string, minimumShouldMatch?: string): Clause {
  const fields = index.fuzzyText ? [FUZZY_TEXT_FIELD] : boostedTextFields();
  return { multi_match: { query: text, fields, type: 'bool_prefix', analyzer, ...(minimumShouldMatch ? { minimum_should_match: minimumShouldMatch } : {}) } };
}

/**
 * Whether the text (as the sku's search field reads it, one lower-cased keyword) may be within
 * FUZZINESS edits of a sku of the index: not when its length is further than that from every sku's,
 * nor when it holds more than that many characters no sku holds (each costs an edit: a shopper's
 * spaces and umlauts). `undefined` (an index imported before the shape was kept): it may.
 */
export function mayBeNearSku(text: string, skus: SkuShape | undefined): boolean {
  if (skus === undefined) return true;
  if (skus === null) return false;
  const chars = [...text.toLowerCase()];
  if (chars.length < skus.min - FUZZINESS || chars.length > skus.max + FUZZINESS) return false;
  return chars.filter((char) => !skus.characters.includes(char)).length <= FUZZINESS;
}

/** What the query side knows of the index it searches (`dictionaryOfMapping`); unknown when left out. */
export type IndexShape = Pick<QueryDictionary, 'skuShape' | 'fuzzyText' | 'fuzzyTerms' | 'storedTile'>;

/** The fuzzy text field weighs as the heaviest text field it holds: a fuzzy match counts at most as much as before it was one field. */
const FUZZY_TEXT_BOOST = Math.max(...Object.entries(TEXT_FIELD_BOOSTS).filter(([field]) => field !== KEYWORD_TEXT_FIELD).map(([, boost]) => boost));

/**
 * The fields the fuzzy match searches: the one fuzzy text field where the index holds it (each text
 * field's own otherwise), and the sku only when the text may be near one. Each field costs the fuzzy
 * match an automaton against its term dictionary and the postings of the terms it finds: one field
 * for all the text instead of three took a third less of a typo query's fuzzy time, and the sku's
 * automaton (the whole text, within two edits) costs about as much as all the words' together,
 * while a sku that cannot match adds nothing to a search but that cost.
 */
function fuzzyFields(text: string, index: IndexShape): string[] {
  const sku = `${searchFieldOf(KEYWORD_TEXT_FIELD)}^`;
  const fields = index.fuzzyText ? [`${FUZZY_TEXT_FIELD}^${FUZZY_TEXT_BOOST}`, ...boostedSearchFields().filter((field) => field.startsWith(sku))] : boostedSearchFields();
  return mayBeNearSku(text, index.skuShape) ? fields : fields.filter((field) => !field.startsWith(sku));
}

const ENOUGH_WORDS = `${MINIMUM_SHOULD_MATCH_PERCENT}%`;
/** 75 % of the words exactly (with synonyms, compound parts), scored. */
const exactWordsClause = (text: string): Clause => ({
  multi_match: { query: text, fields: boostedSearchFields(), type: 'best_fields', analyzer: WHOLE_SEARCH_ANALYZER, minimum_should_match: ENOUGH_WORDS },
});
/** 75 % of the words, the last one as the start of a term: finds a hit, scores nothing. */
const prefixMatchClause = (text: string, index: IndexShape): Clause => ({
  constant_score: { filter: anyWordOrPrefixClause(text, index, WHOLE_SEARCH_ANALYZER, ENOUGH_WORDS), boost: 0 },
});

/**
 * What a one-word text search must match, and its score within the ranking tiers, in one clause that
 * holds the query's only fuzzy match (two or more words: `wordByWordMatchClause`). A hit matches at
 * least 75 % of the words: fuzzily (the spec's fuzzy
 * `multi_match`), or (as the shopper types) with the last one as a prefix of a term (`kaffeevoll` →
 * Kaffeevollautomat, as the embedded engine's prefix matching; `bool_prefix` runs on the analysed
 * text fields, whose `index_prefixes` make the prefix a term lookup; the sku stays a keyword). It
 * scores MATCH_SCORE for matching at all, plus the better of its exact words' score and its fuzzy
 * score weighed down by FUZZY_SCORE_WEIGHT: the fuzzy score orders the hits no word matched exactly,
 * and a fuzzy neighbour of an exact word (`set` for `tea`) lifts no hit, as `dis_max` takes the
 * better score, not their sum. The fuzzy match is the costly part of a search on a cluster (an
 * edit-distance automaton per word and field, and the terms it meets), so it is asked once, and
 * keeps each word's first character (`CLUSTER_FUZZY_PREFIX_LENGTH`).
 */
function textMatchClause(text: string, index: IndexShape): Clause {
  const vocabulary = index.fuzzyText ? index.fuzzyTerms : undefined;
  const respell = vocabulary && ((word: string) => respeltWithoutAutomaton(word, FUZZY_TEXT_FIELD, vocabulary));
  const eachWord = eachWordClauses(text, index.fuzzyText ? [FUZZY_TEXT_FIELD] : boostedTextFields(), boostedTextFields(), respell);
  if (eachWord) return wordByWordMatchClause(text, index, eachWord);
  return {
    function_score: {
      query: {
        dis_max: {
          queries: [
            exactWordsClause(text),
            { multi_match: { query: text, fields: fuzzyFields(text, index), type: 'best_fields', fuzziness: FUZZINESS, prefix_length: CLUSTER_FUZZY_PREFIX_LENGTH, minimum_should_match: ENOUGH_WORDS, boost: FUZZY_SCORE_WEIGHT } },
            prefixMatchClause(text, index),
          ],
        },
      },
      functions: [{ weight: MATCH_SCORE }],
      boost_mode: 'sum',
    },
  };
}

/**
 * A text of two or more words: each word asked once, its best way of matching (`eachWordClauses`,
 * one fuzzy match per word), and the same clauses both decide the hits (75 % of the words) and
 * count the words a hit holds: each matched word adds the every-word step, so a hit holding every
 * word ranks above one missing a word (the embedded engine's `MATCHED_WEIGHT`), without a second
 * fuzzy match per word for the count (ADR 0066, Cost). The exact words' score is kept beside them,
 * as in `textMatchClause`; the last word as a prefix is one of its ways, so the whole-text prefix
 * match would find no other hit (left out: the same hits, less node CPU); a respelt sku counts as
 * every word.
 */
function wordByWordMatchClause(text: string, index: IndexShape, eachWord: Clause[]): Clause {
  const counted = (query: Clause, words: number): Clause => ({
    function_score: { query, functions: [{ weight: CLUSTER_RANKING_TIERS.everyWord * words }], boost_mode: 'sum' },
  });
  return {
    function_score: {
      query: {
        bool: {
          should: [
            { bool: { should: eachWord.map((word) => counted(word, 1)), minimum_should_match: ENOUGH_WORDS } },
            exactWordsClause(text),
            ...(mayBeNearSku(text, index.skuShape) ? [counted(skuNearClause(text), eachWord.length)] : []),
          ],
          minimum_should_match: 1,
        },
      },
      functions: [{ weight: MATCH_SCORE }],
      boost_mode: 'sum',
    },
  };
}

/** The name of the filter aggregation holding every aggregation that sees the hits through the same facet choices. */
const FACET_GROUP = 'facet_choices_';

/**
 * Where each aggregation of a query sits in the body: at the top, or (when other facets are chosen)
 * inside the filter aggregation of those choices, named FACET_GROUP and its place. Aggregations that
 * see the same choices share one filter aggregation (with one facet chosen, all but that facet's own):
 * the node then tests the choices once per hit, not once per aggregation (ADR 0078: a filtered
 * listing's `took` p50 9 → 5 ms).
 */
function aggregationLayout(query: CatalogQuery): { plan: AggregationPlan; group?: { name: string; filters: Filter[] } }[] {
  const facets = query.filters.filter((f) => f.facet);
  const groups = new Map<string, { name: string; filters: Filter[] }>();
  return planAggregations(query.aggregations).map((plan) => {
    const others = facets.filter((f) => f.field !== plan.facetField);
    if (others.length === 0) return { plan };
    const key = JSON.stringify(others);
    const group = groups.get(key) ?? { name: `${FACET_GROUP}${groups.size}`, filters: others };
    groups.set(key, group);
    return { plan, group };
  });
}

function aggregationsBody(query: CatalogQuery): Record<string, Clause> {
  const aggs: Record<string, Clause> = {};
  for (const { plan, group } of aggregationLayout(query)) {
    if (!group) {
      aggs[plan.name] = aggregationBody(plan);
      continue;
    }
    const filtered = (aggs[group.name] ??= { filter: bool(group.filters), aggs: {} }) as { aggs: Record<string, Clause> };
    filtered.aggs[plan.name] = aggregationBody(plan);
  }
  return aggs;
}

/**
 * The search body of a query (the index is the seam's to name); `rankedText` is the text it
 * matches and ranks, its compounds split as the embedded engine splits them (`query-words.ts`);
 * `index` is what is known of the index's shape (its skus, whether it holds the fuzzy text field).
 */
export function toSearchRequest(query: CatalogQuery, rankedText: string | undefined = query.text, index: IndexShape = {}): Record<string, unknown> {
  const facets = query.filters.filter((f) => f.facet);
  // The match decides which documents are hits; their order comes from the tiers, then from the
  // exact words' score, then (for fuzzy-only hits) from the fuzzy one.
  const text = rankedText ?? query.text;
  const must = text ? [textMatchClause(text, index)] : [];
  const should = text ? rankingClauses(text, index) : [];
  const aggs = aggregationsBody(query);
  // The embedded engine's order: the sort keys (the score without any), then import order.
  const keys = query.sort.map((key) => ({ [key.field]: { order: key.order, missing: '_last', unmapped_type: 'keyword' } }));
  const sort: (Clause | string)[] = [...(keys.length > 0 ? keys : query.text ? ['_score'] : []), TIE_BREAK];
  return {
    from: query.from,
    size: query.size,
    track_total_hits: true,
    query: { bool: { must, ...(should.length > 0 ? { should } : {}), filter: query.filters.filter((f) => !f.facet).map(filterClause) } },
    ...(facets.length > 0 ? { post_filter: bool(facets) } : {}),
    ...(query.text ? { min_score: MIN_SCORE } : {}),
    sort,
    ...(Object.keys(aggs).length > 0 ? { aggs } : {}),
    ...sourceRequest(query, index),
  };
}

/**
 * What a hit brings of its document. A tile from the index's tile doc values where it keeps them:
 * the node opens none of the hit's stored fields (`_none_`: no source, no `_id`, whose compressed
 * blocks hold the whole documents, ADR 0080), the id then read from the tile or, for a document
 * without one, from its import place (the id the import gave it); or from the whole source where it
 * keeps none, projected here (`hitDocument`). A tile's include and exclude filters apply here too.
 * `_source` includes and excludes are not asked of the node for a tile: filtering a source costs
 * the node more than sending it (ADR 0077).
 */
function sourceRequest(query: CatalogQuery, index: IndexShape): Record<string, unknown> {
  if (query.view === 'tile') return index.storedTile ? { stored_fields: '_none_', docvalue_fields: [TILE_FIELD, IMPORT_ORDER_FIELD] } : {};
  return query.includeFields || query.excludeFields ? { _source: { includes: query.includeFields ?? [], excludes: query.excludeFields ?? [] } } : {};
}

type ClusterHit = ClusterSearchResponse['hits']['hits'][number];

/** Whether an answer asked for stored tiles holds a hit without one (its index keeps none). */
export function lacksStoredTiles(response: ClusterSearchResponse): boolean {
  return response.hits.hits.some((hit) => hit.fields?.[TILE_FIELD] === undefined);
}

/** A hit's source as the query's view asks it (see `sourceRequest`), and its document's id. */
function hitDocument(query: CatalogQuery, hit: ClusterHit): { id: string; source: CatalogDocument } {
  if (query.view !== 'tile') return { id: String(hit._id), source: hit._source ?? {} };
  const stored = hit.fields?.[TILE_FIELD]?.[0];
  const tile = typeof stored === 'string' ? decodedTile(stored) : tileOf(hit._source ?? {});
  const id = hit._id ?? String(tile.id ?? hit.fields?.[IMPORT_ORDER_FIELD]?.[0]);
  return { id, source: filterSource(tile, query.includeFields, query.excludeFields) };
}

interface EsBucket {
  key: string | number;
  key_as_string?: string;
  from?: number;
  to?: number;
  doc_count: number;
}
interface EsAggregation {
  buckets?: EsBucket[];
  value?: number | null;
  [name: string]: unknown;
}

function aggregationResult(plan: AggregationPlan, agg: EsAggregation | undefined): AggregationResult {
  switch (plan.type) {
    case 'terms':
      return {
        buckets: (agg?.buckets ?? []).map((b) => ({
          // Booleans come back as 1/0 with the readable key beside them.
          key: typeof b.key === 'number' && (b.key_as_string === 'true' || b.key_as_string === 'false') ? b.key_as_string : b.key,
          doc_count: b.doc_count,
        })),
      };
    case 'range':
      return {
        buckets: plan.ranges.map((range) => ({
          key: rangeKey(range),
          ...range,
          doc_count: agg?.buckets?.find((b) => b.key === rangeKey(range))?.doc_count ?? 0,
        })),
      };
    default:
      return { value: agg?.value ?? null };
  }
}

export function fromSearchResponse(query: CatalogQuery, response: ClusterSearchResponse): SearchResult {
  const total = response.hits.total;
  const aggregations: Record<string, AggregationResult> = {};
  for (const { plan, group } of aggregationLayout(query)) {
    const raw = group ? (response.aggregations?.[group.name] as Record<string, unknown> | undefined)?.[plan.name] : response.aggregations?.[plan.name];
    aggregations[plan.name] = aggregationResult(plan, raw as EsAggregation | undefined);
  }
  return {
    total: typeof total === 'number' ? total : (total?.value ?? 0),
    hits: response.hits.hits.map((hit) => {
      const { id, source } = hitDocument(query, hit);
      return { id, score: query.text ? (hit._score ?? null) : null, source };
    }),
    aggregations,
  };
}
