/**
 * Postings of many values in three flat arrays (compressed sparse rows): the documents of value
 * `i` are `docs[starts[i] .. starts[i + 1])`, ascending. One allocation per field instead of one
 * list per value keeps 100 000 unique values (skus, url paths) from becoming 100 000 heap objects.
 * Values held by at least 1/32 of the documents also get a bitset, the cheaper form to combine.
 */
import { addDocs, anyDocIn, countDocsIn, countShared, fromDocIds, sharesAny, unionInto, type Bitset } from './bitset';

/** Values held by at least 1/32 of the documents cost less as bitsets than as id lists. */
const DENSE_SHARE = 32;

export class Postings {
  private readonly dense = new Map<number, Bitset>();

  constructor(
    readonly size: number,
    readonly starts: Uint32Array,
    readonly docs: Uint32Array,
  ) {
    for (let value = 0; value < starts.length - 1; value++) {
      if (this.countOf(value) * DENSE_SHARE >= size) {
        this.dense.set(value, fromDocIds(size, docs.subarray(starts[value], starts[value + 1])));
      }
    }
  }

  /** Flattens one posting per value (a lone document id or an ascending list) in value order. */
  static collect(size: number, postings: (number | number[])[]): Postings {
    const starts = new Uint32Array(postings.length + 1);
    postings.forEach((posting, i) => {
      starts[i + 1] = starts[i] + (typeof posting === 'number' ? 1 : posting.length);
    });
    const docs = new Uint32Array(starts[postings.length]);
    postings.forEach((posting, i) => {
      if (typeof posting === 'number') docs[starts[i]] = posting;
      else docs.set(posting, starts[i]);
    });
    return new Postings(size, starts, docs);
  }

  countOf(value: number): number {
    return this.starts[value + 1] - this.starts[value];
  }

  /** `target |= documents of value`. */
  addTo(target: Bitset, value: number): void {
    const bits = this.dense.get(value);
    if (bits) {
      unionInto(target, bits);
      return;
    }
    addDocs(target, this.docs, this.starts[value], this.starts[value + 1]);
  }

  /** How many documents of the set hold the value. */
  countWithin(within: Bitset, value: number): number {
    const bits = this.dense.get(value);
    if (bits) return countShared(bits, within);
    return countDocsIn(within, this.docs, this.starts[value], this.starts[value + 1]);
  }

  /** Whether any document of the set holds the value. */
  anyWithin(within: Bitset, value: number): boolean {
    const bits = this.dense.get(value);
    if (bits) return sharesAny(bits, within);
    return anyDocIn(within, this.docs, this.starts[value], this.starts[value + 1]);
  }
}
