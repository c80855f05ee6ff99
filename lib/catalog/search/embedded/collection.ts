/**
 * One entity type of one catalogue index in the embedded engine, and how it answers a query:
 * filters and facet choices as bitset intersections, disjunctive facet counts per value, text
 * only for the text part, then the page picked from a presorted order (or the best scores).
 */
import type { TextField } from '@/lib/config/search';
import type { Analyzer } from '../analysis/analyzer';
import {
  boundsOf,
  planAggregations,
  rangeKey,
  type AggregationResult,
  type CatalogDocument,
  type CatalogQuery,
  type Filter,
  type SearchResult,
  type SortKey,
} from '../query';
import { BitsetPool, countDocs, docIdsBetween, intersectInto, pickInOrder, type Bitset } from './bitset';
import { valuesAt, visitIndexedFields } from './document-fields';
import { FieldIndex, FieldIndexBuilder, type SortIndex } from './field-index';
import { filterSource } from './source-filter';
import { tileOf } from '../tile-document';
import type { SourceStore } from './source-store';
import { TEXT_FIELDS } from './text-fields';
import type { TextIndex, TextMatch } from './text-index';
import { TextIndexBuilder } from './text-index-builder';
import { topRanked } from './top-ranked';

/** Below this share of the collection, sorting the hits beats walking a presorted order. */
const SPARSE_HITS_SHARE = 16;

export class Collection {
  private readonly bitsets: BitsetPool;
  /** Each document's tile (`tileOf`), kept by the import (`keepTiles`); a tile query projects the documents without it. */
  private tiles: SourceStore | null = null;

  constructor(
    readonly size: number,
    readonly fields: Map<string, FieldIndex>,
    readonly text: TextIndex,
    private readonly source: SourceStore,
  ) {
    this.bitsets = new BitsetPool(size);
  }

  close(): void {
    this.source.close();
    this.tiles?.close();
  }

  keepTiles(tiles: SourceStore): void {
    this.tiles = tiles;
  }

  document(doc: number): CatalogDocument {
    return this.source.get(doc);
  }

  private filterBits(filter: Filter): Bitset {
    const bits = this.bitsets.empty();
    const field = this.fields.get(filter.field);
    if (!field) return bits;
    switch (filter.op) {
      case 'eq':
        return field.matchAny([filter.value], bits);
      case 'in':
        return field.matchAny(filter.value, bits);
      default:
        return field.matchBounds(boundsOf(filter), bits);
    }
  }

  search(query: CatalogQuery): SearchResult {
    this.bitsets.reset();
    const base = this.bitsets.full();
    for (const filter of query.filters) if (!filter.facet) intersectInto(base, this.filterBits(filter));
    const text = query.text ? this.text.search(query.text, this.bitsets.empty()) : undefined;
    if (text === null) base.fill(0);
    else if (text) intersectInto(base, text.hits);

    const facetBits = new Map<string, Bitset>();
    for (const filter of query.filters) {
      if (!filter.facet) continue;
      const bits = this.filterBits(filter);
      const existing = facetBits.get(filter.field);
      facetBits.set(filter.field, existing ? intersectInto(existing, bits) : bits);
    }
    const narrowed = (exceptField?: string) => {
      const bits = this.bitsets.copy(base);
      for (const [field, facet] of facetBits) if (field !== exceptField) intersectInto(bits, facet);
      return bits;
    };
    const hits = narrowed();
    const total = countDocs(hits);
    const page = this.pickPage(hits, total, query, text ?? undefined);
    return {
      total,
      hits: page.map((doc) => {
        // A tile keeps the id (a document without one has no id in its tile either).
        const source = query.view === 'tile' ? (this.tiles?.get(doc) ?? tileOf(this.source.get(doc))) : this.source.get(doc);
        return {
          id: String(source.id ?? doc),
          score: text ? text.scores[doc] : null,
          source: filterSource(source, query.includeFields, query.excludeFields),
        };
      }),
      aggregations: this.aggregate(query, hits, facetBits.size > 0 ? narrowed : undefined),
    };
  }

  private aggregate(query: CatalogQuery, hits: Bitset, narrowed?: (exceptField: string) => Bitset) {
    const aggregations: Record<string, AggregationResult> = {};
    const withinByFacet = new Map<string, Bitset>();
    for (const plan of planAggregations(query.aggregations)) {
      let within = hits;
      if (narrowed) {
        within = withinByFacet.get(plan.facetField) ?? narrowed(plan.facetField);
        withinByFacet.set(plan.facetField, within);
      }
      const field = this.fields.get(plan.field);
      switch (plan.type) {
        case 'terms':
          aggregations[plan.name] = { buckets: field ? field.termBuckets(within, plan.size) : [] };
          break;
        case 'range':
          aggregations[plan.name] = {
            buckets: field
              ? field.rangeBuckets(within, plan.ranges, this.bitsets.empty())
              : plan.ranges.map((range) => ({ key: rangeKey(range), ...range, doc_count: 0 })),
          };
          break;
        default:
          aggregations[plan.name] = { value: field ? field.extreme(within, plan.type) : null };
      }
    }
    return aggregations;
  }

  private sortIndexes(sort: SortKey[]): SortIndex[] | null {
    const indexes: SortIndex[] = [];
    for (const key of sort) {
      const field = this.fields.get(key.field);
      // A field no document holds leaves every document tied (all values missing).
      if (field) indexes.push(field.sortIndex(key.order));
    }
    return indexes.length > 0 ? indexes : null;
  }

  private pickPage(hits: Bitset, total: number, query: CatalogQuery, text?: TextMatch): number[] {
    const wanted = Math.min(total, query.from + query.size);
    if (wanted <= query.from) return [];
    const sort = this.sortIndexes(query.sort);
    if (!sort && !text) return docIdsBetween(hits, query.from, wanted);
    if (sort && sort.length === 1 && total * SPARSE_HITS_SHARE >= this.size) {
      return walkPresorted(sort[0], hits, query.from, wanted);
    }
    const ranked = topRanked(hits, total, wanted, (a, b) => {
      for (const index of sort ?? []) {
        const diff = index.rank[a] - index.rank[b];
        if (diff !== 0) return diff;
      }
      return text ? text.quality[b] - text.quality[a] || text.scores[b] - text.scores[a] || a - b : a - b;
    });
    return ranked.slice(query.from);
  }
}

/** The page from one presorted order: documents with a value in order, then those without. */
function walkPresorted(index: SortIndex, hits: Bitset, from: number, wanted: number): number[] {
  const page: number[] = [];
  const seen = pickInOrder(hits, index.order, 0, from, wanted, page);
  pickInOrder(hits, index.missing, seen, from, wanted, page);
  return page;
}

/** Indexes documents already parsed (at import, or line by line while loading the persisted file). */
export class CollectionBuilder {
  private readonly fields = new Map<string, FieldIndexBuilder>();
  private readonly text: TextIndexBuilder;
  private count = 0;

  constructor(analyzer: Analyzer) {
    this.text = new TextIndexBuilder(analyzer);
  }

  add(doc: CatalogDocument): void {
    const id = this.count++;
    visitIndexedFields(doc, (path, value) => {
      let field = this.fields.get(path);
      if (!field) {
        field = new FieldIndexBuilder();
        this.fields.set(path, field);
      }
      field.add(id, value);
    });
    for (const field of TEXT_FIELDS) {
      for (const value of valuesAt(doc, field)) if (typeof value === 'string') this.text.add(id, field as TextField, value);
    }
  }

  build(source: SourceStore): Collection {
    const fields = new Map<string, FieldIndex>();
    for (const [path, builder] of this.fields) fields.set(path, builder.build(this.count));
    return new Collection(this.count, fields, this.text.build(this.count), source);
  }
}
