/**
 * `POST /api/catalog` (and its GET twin) as the spec's call table reads it: store, type,
 * searchQuery, size, from, sort, source include/exclude, groupId, groupToken → items, total, start,
 * perPage, aggregations, suggestions, attributeMetadata. Answers are cached by request hash.
 */
import { z } from 'zod';
import type { Attribute } from '@/lib/catalog/types';
import { CATEGORY_LIST_SIZE } from '@/lib/config/search';
import { storeCodeSchema } from '@/lib/config/stores';
import { catalogIndex } from './engine-registry';
import { runCatalogQuery } from './catalog-search';
import { getAttributes } from './lookups';
import type { CatalogIndex } from './port';
import {
  aggregationSchema,
  catalogQuerySchema,
  parseCatalogQuery,
  type CatalogQuery,
  entityTypeSchema,
  filterSchema,
  type AggregationResult,
  type CatalogDocument,
  type CatalogQueryInput,
} from './query';
import { requestHash, ResultCache } from './result-cache';
import { analysisLanguageOfIndex } from './analysis/languages';
import { completionsOf, didYouMean, vocabularyOf, type SearchSuggestions } from './suggestions';

const requestFieldsSchema = z.object({
  /** A store code; the route checks it against the host as it does `storeCode`. */
  store: storeCodeSchema.optional(),
  type: entityTypeSchema,
  searchQuery: z
    .object({
      text: z.string().optional(),
      filters: z.array(filterSchema).optional(),
      aggregations: z.array(aggregationSchema).optional(),
    })
    .default({}),
  size: z.number().int().optional(),
  from: z.number().int().optional(),
  sort: z.union([z.string(), z.array(z.string())]).optional(),
  includeFields: z.array(z.string().min(1)).optional(),
  excludeFields: z.array(z.string().min(1)).optional(),
  /** Customer group of a logged-in shopper (spec §6); part of the cache key, prices stay server-side. */
  groupId: z.union([z.number().int(), z.string()]).optional(),
  groupToken: z.string().optional(),
});
type RequestFields = z.infer<typeof requestFieldsSchema>;

function queryInputOf(request: RequestFields): CatalogQueryInput {
  return {
    type: request.type,
    text: request.searchQuery.text,
    filters: request.searchQuery.filters,
    aggregations: request.searchQuery.aggregations,
    size: request.size,
    from: request.from,
    sort: request.sort,
    includeFields: request.includeFields,
    excludeFields: request.excludeFields,
  };
}

const SEARCH_QUERY_PARTS = new Set<PropertyKey>(['text', 'filters', 'aggregations']);

/** The request, checked against the query model too, so every error names the request's own field. */
export const catalogRequestSchema = requestFieldsSchema.transform((request, ctx) => {
  const query = catalogQuerySchema.safeParse(queryInputOf(request));
  if (query.success) return { request, query: query.data };
  for (const issue of query.error.issues) {
    const path = SEARCH_QUERY_PARTS.has(issue.path[0]) ? ['searchQuery', ...issue.path] : issue.path;
    ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
  return z.NEVER;
});
export type CatalogRequest = z.output<typeof catalogRequestSchema>;

export interface CatalogAnswer {
  items: CatalogDocument[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, AggregationResult>;
  suggestions: Record<string, unknown>;
  attributeMetadata: Attribute[];
}

const answers = new ResultCache<CatalogAnswer>();

/** Attribute metadata for the attributes a product search aggregated, as VSF1 answers it. */
async function aggregatedAttributes(storeIndex: string, { query }: CatalogRequest): Promise<Attribute[]> {
  const codes = query.aggregations.filter((a) => a.type === 'terms').map((a) => a.field);
  return query.type === 'product' && codes.length > 0 ? getAttributes(storeIndex, codes) : [];
}

/** Category names: the vocabulary a did-you-mean falls back to, at most the category list's size. */
async function categoryVocabulary(storeIndex: string, engine: CatalogIndex): Promise<string[]> {
  const categories = await runCatalogQuery(
    storeIndex,
    parseCatalogQuery({ type: 'category', size: CATEGORY_LIST_SIZE, includeFields: ['name'] }),
    engine,
  );
  return vocabularyOf(categories.hits.map((hit) => hit.source));
}

/**
 * The `suggestions` of a product text search (issue 19): type-ahead completions from the hits and,
 * for a search that found nothing, a did-you-mean (per word; else the closest category or hit word).
 */
export async function searchSuggestions(
  storeIndex: string,
  query: CatalogQuery,
  hits: CatalogDocument[],
  total: number,
  engine: CatalogIndex = catalogIndex(),
): Promise<SearchSuggestions | null> {
  if (query.type !== 'product' || !query.text) return null;
  const language = analysisLanguageOfIndex(storeIndex);
  const searchWord = async (word: string) =>
    (await runCatalogQuery(storeIndex, { ...query, text: word, from: 0, size: 1, aggregations: [] }, engine)).hits[0]?.source ?? null;
  return {
    completions: completionsOf(query.text, hits, language),
    didYouMean: total === 0 ? await didYouMean(query.text, language, searchWord, () => categoryVocabulary(storeIndex, engine)) : null,
  };
}

export async function answerCatalogRequest(
  storeIndex: string,
  request: CatalogRequest,
  engine: CatalogIndex = catalogIndex(),
): Promise<CatalogAnswer> {
  const key = requestHash(storeIndex, await engine.generation(storeIndex), request.request);
  const cached = answers.get(key);
  if (cached) return cached;
  const result = await runCatalogQuery(storeIndex, request.query, engine);
  const items = result.hits.map((hit) => hit.source);
  const answer: CatalogAnswer = {
    items,
    total: result.total,
    start: request.query.from,
    perPage: request.query.size,
    aggregations: result.aggregations,
    suggestions: { ...(await searchSuggestions(storeIndex, request.query, items, result.total, engine)) },
    attributeMetadata: await aggregatedAttributes(storeIndex, request),
  };
  answers.set(key, answer);
  return answer;
}
