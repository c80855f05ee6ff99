/**
 * A field's distinct string values, sorted, packed into one UTF-8 buffer with an offset per value.
 * 100 000 skus or url paths held as JS strings in a Map cost ≈ 60 bytes of traced heap each; here
 * they cost their bytes plus four, outside the garbage collector's reach. Lookups binary-search by
 * decoding the probed values, so the order is JavaScript's string order, as `Array#sort` gives it.
 */
/** Strings in one UTF-8 buffer, in the given order; string `i` is `bytes[offsets[i] .. offsets[i + 1])`. */
export function packStrings(values: string[]): { bytes: Buffer; offsets: Uint32Array } {
  const offsets = new Uint32Array(values.length + 1);
  for (let i = 0; i < values.length; i++) offsets[i + 1] = offsets[i] + Buffer.byteLength(values[i], 'utf8');
  const bytes = Buffer.allocUnsafe(offsets[values.length]);
  for (let i = 0; i < values.length; i++) bytes.write(values[i], offsets[i], 'utf8');
  return { bytes, offsets };
}

export class SortedKeys {
  constructor(
    readonly bytes: Buffer,
    /** Entry `i` is where value `i` starts; entry `length` is the end of the last one. */
    readonly offsets: Uint32Array,
  ) {}

  /** Packs values already sorted (and distinct) in JavaScript string order. */
  static fromSorted(values: string[]): SortedKeys {
    const { bytes, offsets } = packStrings(values);
    return new SortedKeys(bytes, offsets);
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  get(i: number): string {
    return this.bytes.toString('utf8', this.offsets[i], this.offsets[i + 1]);
  }

  /** Position of the value, or -1 when no document holds it. */
  indexOf(value: string): number {
    let lo = 0;
    let hi = this.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const probe = this.get(mid);
      if (probe < value) lo = mid + 1;
      else if (probe > value) hi = mid - 1;
      else return mid;
    }
    return -1;
  }
}
