/**
 * The query model in the cluster engines' query DSL (Elasticsearch's, which OpenSearch shares) and back: filters as `bool` filter clauses, facet choices
 * as `post_filter` (each aggregation filtered by the other facets, so counts stay disjunctive),
 * text as `multi_match` with the spec's boosts and fuzziness (or the last word as a prefix), sort
 * with missing values last.
 */
import { ES_RANKING_BOOSTS, FUZZINESS, MIN_SCORE, MINIMUM_SHOULD_MATCH_PERCENT } from '@/lib/config/search';
import {
  boundsOf,
  planAggregations,
  rangeKey,
  type AggregationPlan,
  type AggregationResult,
  type CatalogQuery,
  type Filter,
  type SearchResult,
} from '../query';
import type { ClusterSearchResponse } from './cluster-client';
import { boostedSearchFields, boostedTextFields } from './mappings';

type Clause = Record<string, unknown>;

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
 * The embedded engine's ranking rules (issue 19) as score: a document with every word (exactly,
 * after analysis) earns the `allWords` boost, exact words the `exactWords` one, the last word as
 * the start of a term (`bool_prefix`) the smaller `prefix` one, on top of the fuzzy match, so
 * all-word, exact and prefix matches rise above partial and fuzzy ones in that order.
 */
function rankingClauses(text: string): Clause[] {
  const fields = boostedSearchFields();
  return [
    { multi_match: { query: text, fields, type: 'best_fields', operator: 'and', boost: ES_RANKING_BOOSTS.allWords } },
    { multi_match: { query: text, fields, type: 'best_fields', boost: ES_RANKING_BOOSTS.exactWords } },
    { multi_match: { query: text, fields: boostedTextFields(), type: 'bool_prefix', boost: ES_RANKING_BOOSTS.prefix } },
  ];
}

/**
 * What a text search must match: the spec's fuzzy `multi_match`, or (as the shopper types) the
 * same words with the last one as a prefix of a term (`kaffeevoll` → Kaffeevollautomat), as the
 * embedded engine's prefix matching. `bool_prefix` runs on the analysed text fields (their
 * `index_prefixes` make the prefix a term lookup); the sku stays a keyword.
 */
function textMatchClause(text: string): Clause {
  return {
    bool: {
      should: [
        {
          multi_match: {
            query: text,
            fields: boostedSearchFields(),
            type: 'best_fields',
            fuzziness: FUZZINESS,
            minimum_should_match: `${MINIMUM_SHOULD_MATCH_PERCENT}%`,
          },
        },
        {
          multi_match: {
            query: text,
            fields: boostedTextFields(),
            type: 'bool_prefix',
            minimum_should_match: `${MINIMUM_SHOULD_MATCH_PERCENT}%`,
          },
        },
      ],
      minimum_should_match: 1,
    },
  };
}

/** The search body of a query (the index is the seam's to name). */
export function toSearchRequest(query: CatalogQuery): Record<string, unknown> {
  const facets = query.filters.filter((f) => f.facet);
  const must = query.text ? [textMatchClause(query.text)] : [];
  const should = query.text ? rankingClauses(query.text) : [];
  const aggs: Record<string, Clause> = {};
  for (const plan of planAggregations(query.aggregations)) {
    const others = facets.filter((f) => f.field !== plan.facetField);
    aggs[plan.name] =
      others.length > 0 ? { filter: bool(others), aggs: { [plan.name]: aggregationBody(plan) } } : aggregationBody(plan);
  }
  const sort = query.sort.map((key) => ({ [key.field]: { order: key.order, missing: '_last', unmapped_type: 'keyword' } }));
  return {
    from: query.from,
    size: query.size,
    track_total_hits: true,
    query: { bool: { must, ...(should.length > 0 ? { should } : {}), filter: query.filters.filter((f) => !f.facet).map(filterClause) } },
    ...(facets.length > 0 ? { post_filter: bool(facets) } : {}),
    ...(query.text ? { min_score: MIN_SCORE } : {}),
    // Without text or sort, import order, as the embedded engine answers.
    sort: sort.length > 0 ? sort : query.text ? ['_score', { _doc: 'asc' }] : [{ _doc: 'asc' }],
    ...(Object.keys(aggs).length > 0 ? { aggs } : {}),
    ...(query.includeFields || query.excludeFields
      ? { _source: { includes: query.includeFields ?? [], excludes: query.excludeFields ?? [] } }
      : {}),
  };
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

function aggregationResult(plan: AggregationPlan, raw: EsAggregation | undefined): AggregationResult {
  // A facet-filtered aggregation comes wrapped in its filter aggregation under the same name.
  const agg = (raw?.[plan.name] as EsAggregation | undefined) ?? raw;
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
  for (const plan of planAggregations(query.aggregations)) {
    aggregations[plan.name] = aggregationResult(plan, response.aggregations?.[plan.name] as EsAggregation | undefined);
  }
  return {
    total: typeof total === 'number' ? total : (total?.value ?? 0),
    hits: response.hits.hits.map((hit) => ({
      id: String(hit._id),
      score: query.text ? (hit._score ?? null) : null,
      source: hit._source ?? {},
    })),
    aggregations,
  };
}
