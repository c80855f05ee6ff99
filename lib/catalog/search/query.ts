/**
 * The catalogue query model every engine answers (spec 01 §5, §7, §9): entity type, filters,
 * full text, sort, paging, source filtering and the named aggregations; plus the answer's shape.
 * Engines receive a parsed `CatalogQuery`, so paging defaults and limits are applied here, once.
 */
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_TERMS_AGGREGATION_SIZE,
  MAX_RESULT_WINDOW,
  MIN_START,
} from '@/lib/config/search';
import { CATALOG_ERRORS } from '@/lib/config/catalog';

/** Every document kind a catalogue index holds (spec 01 §7, 02 §7). */
export const ENTITY_TYPES = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
  'urlrewrite',
  'manuallinks',
  'config',
] as const;
export const entityTypeSchema = z.enum(ENTITY_TYPES, {
  error: (issue) => CATALOG_ERRORS.unknownEntityType(String(issue.input)),
});
export type EntityType = z.infer<typeof entityTypeSchema>;

const fieldSchema = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'must be a field path like "stock.is_in_stock"');
const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);
export type Scalar = z.infer<typeof scalarSchema>;

/** A shopper's facet choice narrows the hits and every aggregation except those of its own field. */
const facetFlag = { facet: z.boolean().optional() };

export const filterSchema = z.discriminatedUnion('op', [
  z.object({ field: fieldSchema, op: z.literal('eq'), value: scalarSchema, ...facetFlag }),
  z.object({ field: fieldSchema, op: z.literal('in'), value: z.array(scalarSchema).min(1), ...facetFlag }),
  z.object({ field: fieldSchema, op: z.enum(['gt', 'gte', 'lt', 'lte']), value: z.number(), ...facetFlag }),
  z.object({
    field: fieldSchema,
    op: z.literal('range'),
    value: z
      .object({ from: z.number().optional(), to: z.number().optional() })
      .refine((r) => r.from !== undefined || r.to !== undefined, 'needs from or to'),
    ...facetFlag,
  }),
]);
export type Filter = z.infer<typeof filterSchema>;

/** A numeric bound set, the form every comparison filter reduces to (range: from → gte, to → lte). */
export interface Bounds {
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
}

export function boundsOf(filter: Extract<Filter, { op: 'gt' | 'gte' | 'lt' | 'lte' | 'range' }>): Bounds {
  if (filter.op === 'range') return { gte: filter.value.from, lte: filter.value.to };
  return { [filter.op]: filter.value };
}

const rangeBucketSchema = z
  .object({ from: z.number().optional(), to: z.number().optional() })
  .refine((r) => r.from !== undefined || r.to !== undefined, 'needs from or to');

export const aggregationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('terms'), field: fieldSchema, size: z.number().int().positive().optional() }),
  z.object({ type: z.literal('range'), field: fieldSchema, ranges: z.array(rangeBucketSchema).min(1) }),
  z.object({ type: z.enum(['min', 'max']), field: fieldSchema, key: z.string().regex(/^\w+$/).optional() }),
]);
export type AggregationRequest = z.infer<typeof aggregationSchema>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export interface SortKey {
  field: string;
  order: SortOrder;
}

const sortEntrySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.]+(:(asc|desc))?$/, 'must read "field:asc" or "field:desc"')
  .transform((entry): SortKey => {
    const [field, order] = entry.split(':');
    return { field, order: (order as SortOrder | undefined) ?? 'asc' };
  });

/** `sort` is the spec's "field:order" string, or a list of them for ties. */
const sortSchema = z
  .union([sortEntrySchema, z.array(sortEntrySchema)])
  .transform((sort) => (Array.isArray(sort) ? sort : [sort]));

/** A hit's whole document, or its tile (`tile-document.ts`). */
export const CATALOG_VIEWS = ['whole', 'tile'] as const;
export type CatalogView = (typeof CATALOG_VIEWS)[number];

export const catalogQuerySchema = z
  .object({
    type: entityTypeSchema,
    text: z.string().trim().max(200).optional(),
    filters: z.array(filterSchema).default([]),
    sort: sortSchema.default([]),
    /** Spec §5: start is at least 0. */
    from: z
      .number()
      .int()
      .default(MIN_START)
      .transform((from) => Math.max(MIN_START, from)),
    /** Spec §5: size defaults to 50 when zero or less. */
    size: z
      .number()
      .int()
      .default(DEFAULT_PAGE_SIZE)
      .transform((size) => (size <= 0 ? DEFAULT_PAGE_SIZE : size)),
    /**
     * What a hit's source holds: the whole document, or its tile (`tileOf`: what listings read, a
     * fifth of a configurable's document). `includeFields`/`excludeFields` then filter that view.
     */
    view: z.enum(CATALOG_VIEWS).default('whole'),
    includeFields: z.array(z.string().min(1)).optional(),
    excludeFields: z.array(z.string().min(1)).optional(),
    aggregations: z.array(aggregationSchema).default([]),
  })
  .refine((q) => q.from + q.size <= MAX_RESULT_WINDOW, {
    path: ['size'],
    message: `from + size must not exceed ${MAX_RESULT_WINDOW}`,
  });
export type CatalogQuery = z.output<typeof catalogQuerySchema>;
export type CatalogQueryInput = z.input<typeof catalogQuerySchema>;

/** One aggregation as engines compute it: its spec name, the field it reads and its own facet field. */
export type AggregationPlan =
  | { name: string; type: 'terms'; field: string; facetField: string; size: number }
  | { name: string; type: 'range'; field: string; facetField: string; ranges: { from?: number; to?: number }[] }
  | { name: string; type: 'min' | 'max'; field: string; facetField: string };

/**
 * Spec §7 names: a terms request on `color` answers `agg_terms_color` and `agg_terms_color_options`
 * (the children's values, VSF1's `{attr}_options` field); range → `agg_range_{attr}`; min/max →
 * `agg_min_{key}` / `agg_max_{key}` with the key defaulting to the field.
 */
export function planAggregations(requests: AggregationRequest[]): AggregationPlan[] {
  return requests.flatMap((request): AggregationPlan[] => {
    switch (request.type) {
      case 'terms': {
        const size = request.size ?? DEFAULT_TERMS_AGGREGATION_SIZE;
        return [
          { name: `agg_terms_${request.field}`, type: 'terms', field: request.field, facetField: request.field, size },
          {
            name: `agg_terms_${request.field}_options`,
            type: 'terms',
            field: `${request.field}_options`,
            facetField: request.field,
            size,
          },
        ];
      }
      case 'range':
        return [
          { name: `agg_range_${request.field}`, type: 'range', field: request.field, facetField: request.field, ranges: request.ranges },
        ];
      default:
        return [
          {
            name: `agg_${request.type}_${request.key ?? request.field}`,
            type: request.type,
            field: request.field,
            facetField: request.field,
          },
        ];
    }
  });
}

/** The bucket key both engines give a range: `0-50`, `150-*`. */
export function rangeKey(range: { from?: number; to?: number }): string {
  return `${range.from ?? '*'}-${range.to ?? '*'}`;
}

export interface TermsBucket {
  key: string | number;
  doc_count: number;
}
export interface RangeBucket {
  key: string;
  from?: number;
  to?: number;
  doc_count: number;
}
export type AggregationResult = { buckets: TermsBucket[] } | { buckets: RangeBucket[] } | { value: number | null };

export type CatalogDocument = Record<string, unknown>;

export interface SearchHit {
  /** The document's own id (`id`, else its position in the import). */
  id: string;
  /** Relevance for a text query, else null. */
  score: number | null;
  source: CatalogDocument;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  aggregations: Record<string, AggregationResult>;
}

/** Parses a query, throwing zod's error (which names the field) on bad input. */
export function parseCatalogQuery(input: CatalogQueryInput): CatalogQuery {
  return catalogQuerySchema.parse(input);
}
