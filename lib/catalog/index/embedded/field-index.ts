/**
 * One document field of the embedded engine: a posting per distinct value (a bitset when the
 * value is frequent, a sorted id list when rare, a bare id when unique), a column of numbers sorted
 * by value for ranges, min/max and range buckets, and presorted orders built on first use.
 */
import type { Bounds, RangeBucket, SortOrder, TermsBucket } from '../query';
import { rangeKey } from '../query';
import { addDoc, countShared, docIdsOf, emptyBitset, fromDocIds, hasDoc, type Bitset } from './bitset';
import type { IndexedValue } from './document-fields';

/** A document id for a value held once, a sorted id list when rare, else (in `dense`) a bitset. */
type SparsePosting = number | Uint32Array;

/** Values held by at least 1/32 of the documents cost less as bitsets than as id lists. */
const DENSE_SHARE = 32;
/** Rank of a document without a value: it sorts last in either direction. */
export const MISSING_RANK = 0xffffffff;

export interface SortIndex {
  /** Rank of each document (equal values share a rank); `MISSING_RANK` when it has no value. */
  rank: Uint32Array;
  /** Documents that have a value, by rank then id. */
  order: Uint32Array;
}

interface NumericColumn {
  values: Float64Array;
  docs: Uint32Array;
}

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
  private numericTerms: { sparse: Map<string, SparsePosting>; dense: Map<string, Uint32Array> } | null = null;

  constructor(
    private readonly size: number,
    private readonly sparse: Map<string, SparsePosting>,
    private readonly dense: Map<string, Uint32Array>,
    private readonly numeric: NumericColumn | null,
    /** True when every value is a number: terms are numbers and come from the column. */
    private readonly numericOnly: boolean,
  ) {}

  private terms(): { sparse: Map<string, SparsePosting>; dense: Map<string, Uint32Array> } {
    if (!this.numericOnly || !this.numeric) return { sparse: this.sparse, dense: this.dense };
    this.numericTerms ??= buildNumericTerms(this.size, this.numeric);
    return this.numericTerms;
  }

  private addPosting(target: Bitset, key: string): void {
    const { sparse, dense } = this.terms();
    const bits = dense.get(key);
    if (bits) {
      for (let i = 0; i < target.length; i++) target[i] |= bits[i];
      return;
    }
    const posting = sparse.get(key);
    if (posting === undefined) return;
    if (typeof posting === 'number') addDoc(target, posting);
    else for (let i = 0; i < posting.length; i++) addDoc(target, posting[i]);
  }

  /** Documents holding any of the values (`eq` is a list of one). */
  matchAny(values: IndexedValue[]): Bitset {
    const result = emptyBitset(this.size);
    for (const value of values) {
      if (this.numericOnly && this.numeric) {
        const n = typeof value === 'number' ? value : Number(value);
        if (typeof value !== 'boolean' && Number.isFinite(n)) this.addBounds(result, { gte: n, lte: n });
      } else {
        this.addPosting(result, String(value));
      }
    }
    return result;
  }

  private addBounds(target: Bitset, bounds: Bounds): void {
    if (!this.numeric) return;
    const { values, docs } = this.numeric;
    let start = 0;
    let end = values.length;
    if (bounds.gte !== undefined) start = Math.max(start, lowerBound(values, bounds.gte, true));
    if (bounds.gt !== undefined) start = Math.max(start, lowerBound(values, bounds.gt, false));
    if (bounds.lte !== undefined) end = Math.min(end, lowerBound(values, bounds.lte, false));
    if (bounds.lt !== undefined) end = Math.min(end, lowerBound(values, bounds.lt, true));
    for (let i = start; i < end; i++) addDoc(target, docs[i]);
  }

  /** Documents with a numeric value inside the bounds. */
  matchBounds(bounds: Bounds): Bitset {
    const result = emptyBitset(this.size);
    this.addBounds(result, bounds);
    return result;
  }

  /** Value counts within a set, most frequent first, ties by key (Elasticsearch's order). */
  termBuckets(within: Bitset, size: number): TermsBucket[] {
    const { sparse, dense } = this.terms();
    const buckets: TermsBucket[] = [];
    const keyOf = (key: string) => (this.numericOnly ? Number(key) : key);
    for (const [key, bits] of dense) {
      const count = countShared(bits, within);
      if (count > 0) buckets.push({ key: keyOf(key), doc_count: count });
    }
    for (const [key, posting] of sparse) {
      let count = 0;
      if (typeof posting === 'number') count = hasDoc(within, posting) ? 1 : 0;
      else for (let i = 0; i < posting.length; i++) if (hasDoc(within, posting[i])) count++;
      if (count > 0) buckets.push({ key: keyOf(key), doc_count: count });
    }
    buckets.sort((a, b) => b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return buckets.slice(0, size);
  }

  /** Documents per range (from inclusive, to exclusive), each document once per bucket. */
  rangeBuckets(within: Bitset, ranges: { from?: number; to?: number }[]): RangeBucket[] {
    return ranges.map((range) => {
      const inRange = this.matchBounds({ gte: range.from, lt: range.to });
      return { key: rangeKey(range), ...range, doc_count: countShared(inRange, within) };
    });
  }

  /** Smallest (or largest) value held by a document of the set. */
  extreme(within: Bitset, which: 'min' | 'max'): number | null {
    if (!this.numeric) return null;
    const { values, docs } = this.numeric;
    if (which === 'min') {
      for (let i = 0; i < docs.length; i++) if (hasDoc(within, docs[i])) return values[i];
    } else {
      for (let i = docs.length - 1; i >= 0; i--) if (hasDoc(within, docs[i])) return values[i];
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
    const present: number[] = [];
    let next = 0;
    const assign = (doc: number) => {
      if (rank[doc] === MISSING_RANK) {
        rank[doc] = next;
        present.push(doc);
      }
    };
    if (this.numericOnly && this.numeric) {
      const { values, docs } = this.numeric;
      let previous = values[order === 'asc' ? 0 : docs.length - 1];
      for (let k = 0; k < docs.length; k++) {
        const i = order === 'asc' ? k : docs.length - 1 - k;
        if (values[i] !== previous) next++;
        previous = values[i];
        assign(docs[i]);
      }
    } else {
      const keys = [...this.sparse.keys(), ...this.dense.keys()].sort();
      if (order === 'desc') keys.reverse();
      for (const key of keys) {
        const bits = this.dense.get(key);
        const posting = bits ? docIdsOf(bits) : this.sparse.get(key)!;
        if (typeof posting === 'number') assign(posting);
        else for (let i = 0; i < posting.length; i++) assign(posting[i]);
        next++;
      }
    }
    present.sort((a, b) => rank[a] - rank[b] || a - b);
    return { rank, order: Uint32Array.from(present) };
  }
}

function toPostings(
  size: number,
  entries: Iterable<[string, number[] | number]>,
): { sparse: Map<string, SparsePosting>; dense: Map<string, Uint32Array> } {
  const sparse = new Map<string, SparsePosting>();
  const dense = new Map<string, Uint32Array>();
  for (const [key, docs] of entries) {
    if (typeof docs === 'number') sparse.set(key, docs);
    else if (docs.length * DENSE_SHARE >= size) dense.set(key, fromDocIds(size, docs));
    else sparse.set(key, Uint32Array.from(docs));
  }
  return { sparse, dense };
}

function buildNumericTerms(size: number, column: NumericColumn) {
  const runs = new Map<string, number[]>();
  for (let i = 0; i < column.values.length; i++) {
    const key = String(column.values[i]);
    const run = runs.get(key);
    if (run) run.push(column.docs[i]);
    else runs.set(key, [column.docs[i]]);
  }
  return toPostings(size, runs);
}

/** Collects one field's values document by document, then freezes them into a `FieldIndex`. */
export class FieldIndexBuilder {
  private readonly terms = new Map<string, number | number[]>();
  private readonly numbers: { value: number; doc: number }[] = [];
  private hasNonNumbers = false;

  add(doc: number, value: IndexedValue): void {
    if (typeof value === 'number') {
      this.numbers.push({ value, doc });
      return;
    }
    this.hasNonNumbers = true;
    this.addTerm(String(value), doc);
  }

  private addTerm(key: string, doc: number): void {
    const docs = this.terms.get(key);
    if (docs === undefined) this.terms.set(key, doc);
    else if (typeof docs === 'number') {
      if (docs !== doc) this.terms.set(key, [docs, doc]);
    } else if (docs[docs.length - 1] !== doc) docs.push(doc);
  }

  build(size: number): FieldIndex {
    this.numbers.sort((a, b) => a.value - b.value || a.doc - b.doc);
    const unique = this.numbers.filter(
      (n, i) => i === 0 || n.value !== this.numbers[i - 1].value || n.doc !== this.numbers[i - 1].doc,
    );
    const numeric =
      unique.length > 0
        ? { values: Float64Array.from(unique, (n) => n.value), docs: Uint32Array.from(unique, (n) => n.doc) }
        : null;
    if (this.hasNonNumbers) {
      // A field mixing numbers and text filters by text, as a keyword field in Elasticsearch would.
      for (const n of unique) this.addTerm(String(n.value), n.doc);
      for (const [key, docs] of this.terms) if (typeof docs !== 'number') docs.sort((a, b) => a - b);
    }
    const { sparse, dense } = toPostings(size, this.terms);
    return new FieldIndex(size, sparse, dense, numeric, !this.hasNonNumbers);
  }
}
