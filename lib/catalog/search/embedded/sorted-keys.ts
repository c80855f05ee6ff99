/**
 * A field's distinct string values, sorted, packed into one UTF-8 buffer with an offset per value.
 * 100 000 skus or url paths held as JS strings in a Map cost ≈ 60 bytes of traced heap each; here
 * they cost their bytes plus five, outside the garbage collector's reach. Neighbours in sorted order
 * share long prefixes (`kaffee/espresso/…`), so the keys are front-coded: each value stores only
 * the bytes after the prefix it shares with the one before, and every `BLOCK`th value is stored
 * whole, so decoding a value replays at most one block. Lookups binary-search the whole values,
 * then walk one block; the order is JavaScript's string order, as `Array#sort` gives it.
 * `PackedStrings` is the same packing without order or front-coding (the text index's terms).
 */

/** Values per front-coded block: a lookup decodes at most this many after its binary search. */
const BLOCK = 16;
/** A shared prefix is counted in a byte; longer ones store the rest of the prefix as suffix. */
const MAX_SHARED = 0xff;

/** Strings in one UTF-8 buffer, in the given order; string `i` is `bytes[offsets[i] .. offsets[i + 1])`. */
export class PackedStrings {
  constructor(
    readonly bytes: Buffer,
    readonly offsets: Uint32Array,
  ) {}

  static of(values: string[]): PackedStrings {
    const offsets = new Uint32Array(values.length + 1);
    for (let i = 0; i < values.length; i++) offsets[i + 1] = offsets[i] + Buffer.byteLength(values[i], 'utf8');
    const bytes = Buffer.allocUnsafe(offsets[values.length]);
    for (let i = 0; i < values.length; i++) bytes.write(values[i], offsets[i], 'utf8');
    return new PackedStrings(bytes, offsets);
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  /** A fresh string each call: callers decode only what they compare, so nothing stays on the heap. */
  get(i: number): string {
    return this.bytes.toString('utf8', this.offsets[i], this.offsets[i + 1]);
  }

  /** Whether string `i` is plain ASCII, so its bytes are its UTF-16 code units and need no decoding. */
  isAscii(i: number): boolean {
    for (let at = this.offsets[i]; at < this.offsets[i + 1]; at++) if (this.bytes[at] >= 0x80) return false;
    return true;
  }
}

function sharedPrefix(a: Buffer, b: Buffer): number {
  const limit = Math.min(a.length, b.length, MAX_SHARED);
  let n = 0;
  while (n < limit && a[n] === b[n]) n++;
  return n;
}

export class SortedKeys {
  /** Where a value is decoded; grown when a longer value comes along. */
  private scratch = Buffer.allocUnsafe(256);

  constructor(
    /** The suffixes, one after the other. */
    readonly bytes: Buffer,
    /** Entry `i` is where value `i`'s suffix starts; entry `length` is the end of the last one. */
    readonly offsets: Uint32Array,
    /** How many leading bytes value `i` shares with value `i - 1` (0 at each block's start). */
    readonly shared: Uint8Array,
  ) {}

  /** Packs values already sorted (and distinct) in JavaScript string order. */
  static fromSorted(values: string[]): SortedKeys {
    const shared = new Uint8Array(values.length);
    const suffixes: Buffer[] = [];
    let previous = Buffer.alloc(0);
    values.forEach((value, i) => {
      const whole = Buffer.from(value, 'utf8');
      shared[i] = i % BLOCK === 0 ? 0 : sharedPrefix(previous, whole);
      suffixes.push(whole.subarray(shared[i]));
      previous = whole;
    });
    const offsets = new Uint32Array(values.length + 1);
    suffixes.forEach((suffix, i) => {
      offsets[i + 1] = offsets[i] + suffix.length;
    });
    return new SortedKeys(Buffer.concat(suffixes), offsets, shared);
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  /** Decodes values `from .. to` of one block into the scratch, calling `visit` with each one's length. */
  private replay(from: number, to: number, visit: (i: number, length: number) => boolean): void {
    for (let i = from; i <= to; i++) {
      const start = this.offsets[i];
      const length = this.shared[i] + this.offsets[i + 1] - start;
      if (length > this.scratch.length) {
        const larger = Buffer.allocUnsafe(length * 2);
        this.scratch.copy(larger, 0, 0, this.shared[i]);
        this.scratch = larger;
      }
      this.bytes.copy(this.scratch, this.shared[i], start, this.offsets[i + 1]);
      if (!visit(i, length)) return;
    }
  }

  get(i: number): string {
    let value = '';
    this.replay(i - (i % BLOCK), i, (at, length) => {
      if (at === i) value = this.scratch.toString('utf8', 0, length);
      return true;
    });
    return value;
  }

  /** Position of the value, or -1 when no document holds it. */
  indexOf(value: string): number {
    // The last block whose first value is at or before `value`.
    let lo = 0;
    let hi = Math.ceil(this.length / BLOCK) - 1;
    let block = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const head = this.bytes.toString('utf8', this.offsets[mid * BLOCK], this.offsets[mid * BLOCK + 1]);
      if (head === value) return mid * BLOCK;
      if (head < value) {
        block = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (block < 0) return -1;
    let found = -1;
    this.replay(block * BLOCK, Math.min(this.length, (block + 1) * BLOCK) - 1, (i, length) => {
      const probe = this.scratch.toString('utf8', 0, length);
      if (probe === value) found = i;
      return probe < value;
    });
    return found;
  }
}
