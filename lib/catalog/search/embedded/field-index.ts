/**
 * One document field of the embedded engine. Its distinct values are sorted once at build time —
 * numbers in a `Float64Array`, strings packed in `SortedKeys` — and each value's documents sit in
 * flat postings, so an exact match or a range is a binary search plus a slice, a terms
 * aggregation walks the values, and a sort order is read off the value order on first use.
 */
import type { Bounds, RangeBucket, SortOrder, TermsBucket } from '../query';
import { rangeKey } from '../query';
import { countShared, type Bitset } from './bitset';
import type { IndexedValue } from './document-fields';
import { Postings } from './postings';
import { SortedKeys } from './sorted-keys';

/** Rank of a document without a value: it sorts last in either direction. */
export const MISSING_RANK = 0xffffffff;

export interface SortIndex {
  /** Rank of each document (equal values share a rank); `MISSING_RANK` when it has no value. */
  rank: Uint32Array;
  /** Documents that have a value, by rank then id. */
  order: Uint32Array;
  /** Documents without a value, by id: they follow `order` in either direction. */
  missing: Uint32Array;
}

export interface NumericValues {
  values: Float64Array;
  postings: Postings;
}

export interface KeywordValues {
  keys: SortedKeys;
  postings: Postings;
}

/** First position in the ascending values at or after `target` (after it when not inclusive). */
function lowerBound(values: Float64Array, target: number, inclusive: boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (inclusive ? values[mid] < target : values[mid] <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class FieldIndex {
  private sortIndexes = new Map<SortOrder, SortIndex>();

  constructor(
    private readonly size: number,
    /** Every value as text (numbers too) when any value is not a number; null for numeric fields. */
    readonly keyword: KeywordValues | null,
    readonly numeric: NumericValues | null,
    /** False when no document holds two values, so a range counts a document at most once. */
    readonly multiValued: boolean,
  ) {}

  /** Positions `[start, end)` of the numeric values inside the bounds. */
  private span(bounds: Bounds): [number, number] {
    const values = this.numeric?.values ?? new Float64Array(0);
    let start = 0;
    let end = values.length;
    if (bounds.gte !== undefined) start = Math.max(start, lowerBound(values, bounds.gte, true));
    if (bounds.gt !== undefined) start = Math.max(start, lowerBound(values, bounds.gt, false));
    if (bounds.lte !== undefined) end = Math.min(end, lowerBound(values, bounds.lte, false));
    if (bounds.lt !== undefined) end = Math.min(end, lowerBound(values, bounds.lt, true));
    return [start, end];
  }

  /** Adds to `result` the documents holding any of the values (`eq` is a list of one). */
  matchAny(values: IndexedValue[], result: Bitset): Bitset {
    for (const value of values) {
      if (this.keyword) {
        const at = this.keyword.keys.indexOf(String(value));
        if (at >= 0) this.keyword.postings.addTo(result, at);
      } else if (this.numeric && typeof value !== 'boolean') {
        const n = typeof value === 'number' ? value : Number(value);
        const [start, end] = Number.isFinite(n) ? this.span({ gte: n, lte: n }) : [0, 0];
        for (let i = start; i < end; i++) this.numeric.postings.addTo(result, i);
      }
    }
    return result;
  }

  /** Adds to `result` the documents with a numeric value inside the bounds. */
  matchBounds(bounds: Bounds, result: Bitset): Bitset {
    if (!this.numeric) return result;
    const [start, end] = this.span(bounds);
    for (let i = start; i < end; i++) this.numeric.postings.addTo(result, i);
    return result;
  }

  /** Value counts within a set, most frequent first, ties by key (Elasticsearch's order). */
  termBuckets(within: Bitset, size: number): TermsBucket[] {
    const buckets: TermsBucket[] = [];
    const source = this.keyword ?? this.numeric;
    if (!source) return buckets;
    for (let i = 0; i < source.postings.starts.length - 1; i++) {
      const count = source.postings.countWithin(within, i);
      if (count > 0) buckets.push({ key: this.keyword ? this.keyword.keys.get(i) : this.numeric!.values[i], doc_count: count });
    }
    buckets.sort((a, b) => b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return buckets.slice(0, size);
  }

  /**
   * Documents per range (from inclusive, to exclusive), each document once per bucket; `scratch`
   * holds a range's documents when a document may hold several values.
   */
  rangeBuckets(within: Bitset, ranges: { from?: number; to?: number }[], scratch: Bitset): RangeBucket[] {
    return ranges.map((range) => {
      const bounds = { gte: range.from, lt: range.to };
      let count = 0;
      if (this.multiValued) count = countShared(this.matchBounds(bounds, scratch.fill(0)), within);
      else if (this.numeric) {
        const [start, end] = this.span(bounds);
        for (let i = start; i < end; i++) count += this.numeric.postings.countWithin(within, i);
      }
      return { key: rangeKey(range), ...range, doc_count: count };
    });
  }

  /** Smallest (or largest) value held by a document of the set. */
  extreme(within: Bitset, which: 'min' | 'max'): number | null {
    if (!this.numeric) return null;
    const { values, postings } = this.numeric;
    if (which === 'min') {
      for (let i = 0; i < values.length; i++) if (postings.anyWithin(within, i)) return values[i];
    } else {
      for (let i = values.length - 1; i >= 0; i--) if (postings.anyWithin(within, i)) return values[i];
    }
    return null;
  }

  /** Ascending sorts by each document's smallest value, descending by its largest (as ES does). */
  sortIndex(order: SortOrder): SortIndex {
    let index = this.sortIndexes.get(order);
    if (!index) {
      index = this.buildSortIndex(order);
      this.sortIndexes.set(order, index);
    }
    return index;
  }

  private buildSortIndex(order: SortOrder): SortIndex {
    const rank = new Uint32Array(this.size).fill(MISSING_RANK);
    const present = new Uint32Array(this.size);
    let count = 0;
    const postings = (this.keyword ?? this.numeric)?.postings;
    const values = postings ? postings.starts.length - 1 : 0;
    // Values are sorted, so walking them in the wanted direction hands out ranks in order and
    // each document keeps the first (smallest or largest) value it meets; ties stay by id.
    for (let k = 0; k < values; k++) {
      const value = order === 'asc' ? k : values - 1 - k;
      for (let i = postings!.starts[value]; i < postings!.starts[value + 1]; i++) {
        const doc = postings!.docs[i];
        if (rank[doc] === MISSING_RANK) {
          rank[doc] = k;
          present[count++] = doc;
        }
      }
    }
    const missing = new Uint32Array(this.size - count);
    for (let doc = 0, at = 0; doc < this.size; doc++) if (rank[doc] === MISSING_RANK) missing[at++] = doc;
    return { rank, order: present.slice(0, count), missing };
  }
}

/** Adds `doc` to a posting kept as a lone id until a second document holds the value. */
function withDoc(posting: number | number[] | undefined, doc: number): number | number[] {
  if (posting === undefined) return doc;
  if (typeof posting === 'number') return posting === doc ? posting : [posting, doc];
  if (posting[posting.length - 1] !== doc) posting.push(doc);
  return posting;
}

/** Collects one field's values document by document, then freezes them into a `FieldIndex`. */
export class FieldIndexBuilder {
  private readonly strings = new Map<string, number | number[]>();
  private readonly numbers = new Map<number, number | number[]>();
  private lastDoc = -1;
  private multiValued = false;

  add(doc: number, value: IndexedValue): void {
    if (doc === this.lastDoc) this.multiValued = true;
    this.lastDoc = doc;
    if (typeof value === 'number') this.numbers.set(value, withDoc(this.numbers.get(value), doc));
    else {
      const key = String(value);
      this.strings.set(key, withDoc(this.strings.get(key), doc));
    }
  }

  build(size: number): FieldIndex {
    const values = Float64Array.from(this.numbers.keys()).sort();
    const numeric =
      values.length > 0 ? { values, postings: Postings.collect(size, Array.from(values, (n) => this.numbers.get(n)!)) } : null;
    if (this.strings.size === 0) return new FieldIndex(size, null, numeric, this.multiValued);
    // A field mixing numbers and text filters by text, as a keyword field in Elasticsearch would.
    for (const [n, posting] of this.numbers) {
      const key = String(n);
      const existing = this.strings.get(key);
      const docs = [...(typeof existing === 'number' ? [existing] : existing ?? []), ...(typeof posting === 'number' ? [posting] : posting)];
      this.strings.set(key, docs.length === 1 ? docs[0] : [...new Set(docs)].sort((a, b) => a - b));
    }
    const keys = [...this.strings.keys()].sort();
    const keyword = { keys: SortedKeys.fromSorted(keys), postings: Postings.collect(size, keys.map((key) => this.strings.get(key)!)) };
    return new FieldIndex(size, keyword, numeric, this.multiValued);
  }
}
