/**
 * The fuzzy-match candidates of the embedded text index: each term's bigrams (UTF-16 code-unit
 * pairs padded with a boundary mark) and, per kind of term (words or skus), the terms by bigram and
 * by length in flat arrays. Read by `TextIndex` for edit-distance expansion of a query word.
 */
import type { PackedStrings } from './sorted-keys';

/**
 * Calls `visit` with each bigram of the term in `units[start .. end)` (UTF-16 code units) padded
 * with a boundary mark (0) at both ends, repeats included, as one number of its two code units:
 * no string per bigram.
 */
function forEachBigram(units: ArrayLike<number>, start: number, end: number, visit: (gram: number) => void): void {
  let previous = 0;
  for (let i = start; i <= end; i++) {
    const next = i < end ? units[i] : 0;
    visit(previous * 0x10000 + next);
    previous = next;
  }
}

function codeUnits(text: string): Uint16Array {
  return Uint16Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
}

/** The distinct bigrams of a query word. */
export function bigramsOf(term: string): number[] {
  const grams = new Set<number>();
  const units = codeUnits(term);
  forEachBigram(units, 0, units.length, (gram) => grams.add(gram));
  return [...grams];
}

/*
 * Loading reads 100 000 packed terms: an ASCII term (every sku, most words) is read off its bytes,
 * so the load decodes no strings, whose garbage would touch the young generation's idle pages.
 */

/** A packed term's length in UTF-16 code units. */
export function termLength(terms: PackedStrings, term: number): number {
  return terms.isAscii(term) ? terms.offsets[term + 1] - terms.offsets[term] : terms.get(term).length;
}

/** `forEachBigram` over a packed term. */
function forEachTermBigram(terms: PackedStrings, term: number, visit: (gram: number) => void): void {
  if (terms.isAscii(term)) return forEachBigram(terms.bytes, terms.offsets[term], terms.offsets[term + 1], visit);
  const units = codeUnits(terms.get(term));
  forEachBigram(units, 0, units.length, visit);
}

/** Longer terms are counted at this length: no query word comes near it. */
export const MAX_TERM_LENGTH = 0xffff;

/**
 * Fuzzy candidates of one kind of term (words or skus): by bigram and by length, each in two flat
 * arrays like the postings. Built in two passes (count, then place) over the packed terms,
 * allocating nothing per term or per bigram.
 */
export class TermDictionary {
  private constructor(
    /** Row of each bigram in `bigramStarts`. */
    private readonly bigramRows: Map<number, number>,
    /** Terms holding row `r`'s bigram: `bigramTerms[bigramStarts[r] .. bigramStarts[r + 1])`, by length then id. */
    private readonly bigramStarts: Uint32Array,
    readonly bigramTerms: Uint32Array,
    /** Terms `n` long: `lengthTerms[lengthStarts[n] .. lengthStarts[n + 1])`, by id. */
    private readonly lengthStarts: Uint32Array,
    readonly lengthTerms: Uint32Array,
  ) {}

  /** The dictionary of the terms found in the given fields. */
  static of(terms: PackedStrings, lengths: Uint16Array, termMasks: Uint8Array, fields: number): TermDictionary {
    let longest = 0;
    let count = 0;
    for (let term = 0; term < lengths.length; term++) {
      if ((termMasks[term] & fields) === 0) continue;
      count++;
      longest = Math.max(longest, lengths[term]);
    }
    const lengthStarts = new Uint32Array(longest + 2);
    for (let term = 0; term < lengths.length; term++) if ((termMasks[term] & fields) !== 0) lengthStarts[lengths[term] + 1]++;
    for (let n = 0; n <= longest; n++) lengthStarts[n + 1] += lengthStarts[n];
    const lengthTerms = new Uint32Array(count);
    const nextOfLength = lengthStarts.slice(0, longest + 1);
    for (let term = 0; term < lengths.length; term++) if ((termMasks[term] & fields) !== 0) lengthTerms[nextOfLength[lengths[term]]++] = term;

    const rows = new Map<number, number>();
    const rowCounts: number[] = [];
    /** The term a row was last met in: a bigram repeated inside one term counts once. */
    const lastTerm: number[] = [];
    // Walking the terms by length fills every bigram's row in length order.
    const visitRows = (place: (row: number, term: number) => void) => {
      let term = 0;
      const visitGram = (gram: number) => {
        let row = rows.get(gram);
        if (row === undefined) {
          row = rows.size;
          rows.set(gram, row);
          rowCounts.push(0);
          lastTerm.push(-1);
        }
        if (lastTerm[row] === term) return;
        lastTerm[row] = term;
        place(row, term);
      };
      lastTerm.fill(-1);
      for (let i = 0; i < lengthTerms.length; i++) {
        term = lengthTerms[i];
        forEachTermBigram(terms, term, visitGram);
      }
    };
    visitRows((row) => rowCounts[row]++);
    const bigramStarts = new Uint32Array(rowCounts.length + 1);
    rowCounts.forEach((rowCount, row) => {
      bigramStarts[row + 1] = bigramStarts[row] + rowCount;
    });
    const bigramTerms = new Uint32Array(bigramStarts[rowCounts.length]);
    const nextOfRow = bigramStarts.slice(0, rowCounts.length);
    visitRows((row, term) => {
      bigramTerms[nextOfRow[row]++] = term;
    });
    return new TermDictionary(rows, bigramStarts, bigramTerms, lengthStarts, lengthTerms);
  }

  /** Positions `[start, end)` in `bigramTerms` of the terms holding the bigram. */
  bigramSpan(gram: number): [number, number] {
    const row = this.bigramRows.get(gram);
    return row === undefined ? [0, 0] : [this.bigramStarts[row], this.bigramStarts[row + 1]];
  }

  /** Positions `[start, end)` in `lengthTerms` of the terms `shortest` to `longest` long. */
  lengthSpan(shortest: number, longest: number): [number, number] {
    const last = this.lengthStarts.length - 1;
    return [this.lengthStarts[Math.min(shortest, last)], this.lengthStarts[Math.min(longest + 1, last)]];
  }
}

/** First position in a length-ordered span of term ids whose term is at least `length` long. */
export function firstOfLength(terms: Uint32Array, start: number, end: number, lengths: Uint16Array, length: number): number {
  let lo = start;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lengths[terms[mid]] < length) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
