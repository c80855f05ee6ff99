/**
 * Index settings and mappings for a search cluster (Elasticsearch or OpenSearch), one index per store and entity type. Strings are
 * exact keywords (like the embedded engine's filters); the spec's text fields add an analysed
 * `.text` sub-field (the store language's analyzers, `./analysis-settings.ts`) and sku a
 * lower-cased `.search` one for full text; numbers are doubles.
 */
import { CLUSTER_SEARCH_SLICES, KEYWORD_MAX_LENGTH, KEYWORD_TEXT_FIELD, PREFIX_MIN_LENGTH, TEXT_FIELD_BOOSTS, type ClusterAnalysis, type TextField } from '@/lib/config/search';
import { clusterAnalysis, INDEX_ANALYZER, SEARCH_ANALYZER, WHOLE_INDEX_ANALYZER, WHOLE_SEARCH_ANALYZER } from './analysis-settings';
import type { ClusterBody } from './cluster-client';
import type { AnalysisLanguage } from '../analysis/languages';
import { valuesAt } from '../embedded/document-fields';
import { tileOf, TILE_FIELD } from '../tile-document';

export const COMPOUND_PARTS_META = 'compound_parts';
export const HELD_COMPOUNDS_META = 'held_compounds';
export const SKU_SHAPE_META = 'sku_shape';
/**
 * Set in a product index's `_meta` when each document holds its tile (`TILE_FIELD`): the JSON of
 * `tileOf(doc)` as binary doc values, neither searched nor in `_source`, which a tile query reads
 * instead of any stored field (ADR 0077, ADR 0080). An index imported before has no mark (one that
 * kept its tile as a stored string was marked `stored_tile`) and answers tiles from its sources.
 */
export const STORED_TILE_META = 'tile_doc_values';
/**
 * The tile as doc values: read per hit apart from the document's stored fields, whose compressed
 * blocks a fetch would otherwise open for each hit, whole sources and all (ADR 0080).
 */
const STORED_TILE_MAPPING = { type: 'binary', doc_values: true } as const;

/** A document's tile as the import sends it (a binary field's value is base64). */
export function encodedTile(doc: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(tileOf(doc)), 'utf8').toString('base64');
}

/** A tile as a hit brings it back (`docvalue_fields`, base64). */
export function decodedTile(value: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Record<string, unknown>;
}
/**
 * One analysed field holding every text field but the sku (`copy_to`), which the fuzzy match
 * searches instead of each field: a word's edit-distance automaton then meets one term dictionary,
 * not three, and scores one field's postings (translate.ts, `textMatchClause`).
 */
export const FUZZY_TEXT_FIELD = 'catalog_fuzzy_text';
/**
 * Each document's place in its import (0, 1, …), written by the bulk fill: the last sort key of
 * every search (translate.ts, `TIE_BREAK`). The embedded engine orders ties by that place; a
 * shard copy's own `_doc` order does not keep it (parallel bulk requests land in any order, and a
 * primary and its replica merge their segments differently), so two copies answered one query in
 * two orders and a shopper paging across them met a product twice. Sorted only (doc values, not
 * searchable), and kept out of `_source`, so no answer shows it.
 */
export const IMPORT_ORDER_FIELD = 'catalog_import_order';
const TEXT_SUBFIELD = 'text';
const WHOLE_WORDS_SUBFIELD = 'words';
const KEYWORD_SEARCH_SUBFIELD = 'search';
const LOWERCASE_NORMALIZER = 'lowercase_keyword';

/** The sub-field full text searches for a text field: `name.text`, `sku.search`. */
export function searchFieldOf(field: TextField): string {
  return `${field}.${field === KEYWORD_TEXT_FIELD ? KEYWORD_SEARCH_SUBFIELD : TEXT_SUBFIELD}`;
}

/** `name.text^4`, `sku.search^2`, … as multi_match reads them. */
export function boostedSearchFields(): string[] {
  return (Object.keys(TEXT_FIELD_BOOSTS) as TextField[]).map((field) => `${searchFieldOf(field)}^${TEXT_FIELD_BOOSTS[field]}`);
}

/** The text fields analysed without splitting compounds (no sku), boosted: where a whole word matches. */
export function boostedWholeWordFields(): string[] {
  return (Object.keys(TEXT_FIELD_BOOSTS) as TextField[])
    .filter((field) => field !== KEYWORD_TEXT_FIELD)
    .map((field) => `${field}.${WHOLE_WORDS_SUBFIELD}^${TEXT_FIELD_BOOSTS[field]}`);
}

/** The analysed text fields only (no sku), boosted: what prefix matching (`bool_prefix`) searches. */
export function boostedTextFields(): string[] {
  return (Object.keys(TEXT_FIELD_BOOSTS) as TextField[])
    .filter((field) => field !== KEYWORD_TEXT_FIELD)
    .map((field) => `${searchFieldOf(field)}^${TEXT_FIELD_BOOSTS[field]}`);
}

/** Term prefixes indexed for prefix matching (ES allows 1 to 19 characters); shorter typed words are not prefix-matched. */
const INDEX_PREFIXES = { min_chars: PREFIX_MIN_LENGTH, max_chars: 19 } as const;

function textFieldMapping(field: TextField) {
  return field === KEYWORD_TEXT_FIELD
    ? {
        type: 'keyword',
        ignore_above: KEYWORD_MAX_LENGTH,
        fields: { [KEYWORD_SEARCH_SUBFIELD]: { type: 'keyword', normalizer: LOWERCASE_NORMALIZER } },
      }
    : {
        type: 'keyword',
        ignore_above: KEYWORD_MAX_LENGTH,
        copy_to: [FUZZY_TEXT_FIELD],
        fields: {
          [TEXT_SUBFIELD]: { type: 'text', norms: false, analyzer: INDEX_ANALYZER, search_analyzer: SEARCH_ANALYZER, index_prefixes: INDEX_PREFIXES },
          [WHOLE_WORDS_SUBFIELD]: { type: 'text', norms: false, analyzer: WHOLE_INDEX_ANALYZER, search_analyzer: WHOLE_SEARCH_ANALYZER },
        },
      };
}

/** `category.name` → `{ category: { properties: { name: … } } }`. */
function nestPath(path: string, mapping: Record<string, unknown>): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  return { [head]: rest.length === 0 ? mapping : { properties: nestPath(rest.join('.'), mapping) } };
}

function mergeProperties(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key] as { properties?: Record<string, unknown> } | undefined;
    const incoming = value as { properties?: Record<string, unknown> };
    out[key] =
      existing?.properties && incoming.properties
        ? { properties: mergeProperties(existing.properties, incoming.properties) }
        : value;
  }
  return out;
}

/**
 * What the skus of an index are made of, as their lower-cased search field holds them: the shortest
 * and longest (in characters) and every character any of them holds; `null` when it holds none.
 */
export type SkuShape = { min: number; max: number; characters: string } | null;

type Properties = Record<string, { type?: string; properties?: Properties }>;

/** A leaf value's mapping, as the dynamic templates below would make it; none for null. */
function leafMapping(value: unknown): { type: string; ignore_above?: number } | undefined {
  switch (typeof value) {
    case 'string':
      return { type: 'keyword', ignore_above: KEYWORD_MAX_LENGTH };
    case 'number':
      return { type: 'double' };
    case 'boolean':
      return { type: 'boolean' };
    default:
      return undefined;
  }
}

function observe(properties: Properties, key: string, value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) observe(properties, key, item);
    return;
  }
  if (value === null || value === undefined) return;
  const known = properties[key];
  if (typeof value === 'object') {
    if (known === undefined) properties[key] = { properties: {} };
    const inner = properties[key].properties;
    if (inner) for (const [child, childValue] of Object.entries(value)) observe(inner, child, childValue);
    return;
  }
  if (known === undefined) {
    const mapping = leafMapping(value);
    if (mapping) properties[key] = mapping;
  }
}

/**
 * Every field of these documents with the type the first document holding it gives it (a string a
 * keyword, a number a double): what dynamic mapping makes of them when the documents arrive in
 * order, fixed in the mapping before the fill, so bulk requests may run in parallel. Left to
 * dynamic mapping, a later request's number could reach the index first and refuse an earlier
 * one's "0,125".
 */
export function observedProperties(docs: readonly Record<string, unknown>[]): Properties {
  const properties: Properties = {};
  for (const doc of docs) for (const [key, value] of Object.entries(doc)) observe(properties, key, value);
  return properties;
}

/** What an index is built for besides its language: see `indexBody`. */
export interface IndexShape {
  /** The decompounder's word list and the compounds the catalogue holds whole (`query-words.ts`). */
  compoundWords?: readonly string[];
  heldCompounds?: readonly string[];
  analysis?: ClusterAnalysis;
  skuShape?: SkuShape;
  /** The documents' field types (`observedProperties`); the text fields' own mappings win. */
  fieldTypes?: Properties;
  /** Whether the engine searches a shard's segments in slices (OpenSearch; `slicedSearchSettings`). */
  slicedSearch?: boolean;
  /** Whether each document keeps its tile as a stored field (products: `STORED_TILE_META`). */
  storedTile?: boolean;
}

/**
 * OpenSearch's concurrent segment search for this index (CLUSTER_SEARCH_SLICES): written with the
 * index, as its other settings are, so the shop's searches are sliced whatever the cluster's default.
 */
export function slicedSearchSettings(slices: number = CLUSTER_SEARCH_SLICES): Record<string, string | number> {
  return slices > 1
    ? { 'search.concurrent_segment_search.mode': 'all', 'search.concurrent.max_slice_count': slices }
    : { 'search.concurrent_segment_search.mode': 'none' };
}

/**
 * The index of one entity type in the store's language, splitting the catalogue's compounds into
 * `compoundWords`; with the `plain` analysis, the same fields and analyzer names without the language.
 */
export function indexBody(
  language: AnalysisLanguage,
  { compoundWords = [], heldCompounds = [], analysis = 'language', skuShape = null, fieldTypes = {}, slicedSearch = false, storedTile = false }: IndexShape = {},
): ClusterBody {
  const properties = (Object.keys(TEXT_FIELD_BOOSTS) as TextField[])
    .map((field) => nestPath(field, textFieldMapping(field)))
    .reduce(mergeProperties, {
      ...fieldTypes,
      // Searched whole: a misspelt word is respelt as one word, not split into the dictionary words
      // inside it (`kaffeemsachinen` → kaffee), as the embedded engine respells (ADR 0066).
      [FUZZY_TEXT_FIELD]: { type: 'text', norms: false, index_options: 'docs', analyzer: INDEX_ANALYZER, search_analyzer: WHOLE_SEARCH_ANALYZER },
      [IMPORT_ORDER_FIELD]: { type: 'integer', index: false },
      ...(storedTile ? { [TILE_FIELD]: STORED_TILE_MAPPING } : {}),
    });
  return {
    settings: {
      // One shard: a catalogue is small. Ties keep import order by IMPORT_ORDER_FIELD, not by shard.
      number_of_shards: 1,
      ...(slicedSearch ? { index: slicedSearchSettings() } : {}),
      analysis: {
        normalizer: { [LOWERCASE_NORMALIZER]: { type: 'custom', filter: ['lowercase'] } },
        ...clusterAnalysis(language, compoundWords, analysis),
      },
    },
    mappings: {
      // What the query side needs to split a typed compound as the embedded engine does, and to
      // leave out a fuzzy sku match no sku is close enough to (query-words.ts, translate.ts).
      _meta: {
        [COMPOUND_PARTS_META]: [...compoundWords],
        [HELD_COMPOUNDS_META]: [...heldCompounds],
        [SKU_SHAPE_META]: skuShape ?? {},
        ...(storedTile ? { [STORED_TILE_META]: true } : {}),
      },
      _source: { excludes: [IMPORT_ORDER_FIELD, ...(storedTile ? [TILE_FIELD] : [])] },
      date_detection: false,
      dynamic_templates: [
        // Whole and fractional numbers alike: a field first seen as 2 and then as 1.8 in one bulk
        // request would otherwise be mapped long→double and float at once, and refused.
        { numbers_as_double: { match_mapping_type: 'long', mapping: { type: 'double' } } },
        { fractions_as_double: { match_mapping_type: 'double', mapping: { type: 'double' } } },
        { strings_as_keywords: { match_mapping_type: 'string', mapping: { type: 'keyword', ignore_above: KEYWORD_MAX_LENGTH } } },
      ],
      properties,
    },
  };
}

/** Each text a document holds in its text fields (not the sku): what the import learns the index's words from. */
export function* textFieldValues(doc: Record<string, unknown>): Generator<string> {
  for (const field of Object.keys(TEXT_FIELD_BOOSTS)) {
    if (field === KEYWORD_TEXT_FIELD) continue;
    for (const value of valuesAt(doc, field)) if (typeof value === 'string') yield value;
  }
}
