/**
 * The text index's terms and postings, and how a query word finds its terms: exactly (whole word
 * or compound part), by prefix (the word being typed) and by edit distance (whole words and skus
 * only, through a bigram candidate filter). Terms are stored sorted in UTF-8 byte order, so exact
 * and prefix lookups are binary searches over the packed bytes with no string decoded per probe.
 */
import { FUZZINESS, FUZZY_MAX_EXPANSIONS, PREFIX_MAX_EXPANSIONS } from '@/lib/config/search';
import { boundedEditDistance } from './edit-distance';
import { PackedStrings } from './sorted-keys';
import { bigramsOf, firstOfLength, MAX_TERM_LENGTH, TermDictionary, termLength } from './term-dictionary';
import { KEYWORD_BIT, PART_BITS, PART_MARK, WHOLE_WORD_BITS, WORD_BITS } from './text-fields';

export type MatchKind = 'exact' | 'prefix' | 'fuzzy';

/** One term a query word matches. */
export interface Expansion {
  term: number;
  /** 1 for an exact match; less for a prefix (the share typed) or a fuzzy match (the share kept). */
  similarity: number;
  /** Found as typed (or as a synonym), as the start of the term, or by edit distance. */
  kind: MatchKind;
}

/** `compareTerm`: the key is a proper prefix of the term. */
const PREFIX_OF = 0x10000;

export class TermStore {
  readonly termLengths: Uint16Array;
  /** The word terms and the keyword (sku) terms, each a fuzzy-candidate dictionary of its own. */
  private readonly words: TermDictionary;
  private readonly keywords: TermDictionary;
  /** Per term, how often a bigram filter pass counted it (scratch, zero between queries). */
  private readonly counters: Uint8Array;

  constructor(
    /** Packed, not 100 000 strings on the heap: a term is decoded only when fuzzy matching measures it. */
    readonly terms: PackedStrings,
    /** Postings of term `t`: `postingDocs[postingStarts[t] .. postingStarts[t + 1])`, with field masks alongside. */
    readonly postingStarts: Uint32Array,
    /** Union of the field bits a term occurs in. */
    readonly termMasks: Uint8Array,
  ) {
    this.termLengths = new Uint16Array(terms.length);
    for (let term = 0; term < terms.length; term++) this.termLengths[term] = Math.min(termLength(terms, term), MAX_TERM_LENGTH);
    // Whole words only: compound parts are never matched fuzzily.
    this.words = TermDictionary.of(terms, this.termLengths, termMasks, WHOLE_WORD_BITS);
    this.keywords = TermDictionary.of(terms, this.termLengths, termMasks, KEYWORD_BIT);
    this.counters = new Uint8Array(terms.length);
  }

  /** How many documents hold the term. */
  frequency(term: number): number {
    return this.postingStarts[term + 1] - this.postingStarts[term];
  }

  /**
   * Compares packed term `t` with the UTF-8 bytes `key` without decoding it: < 0, 0, > 0, or
   * `PREFIX_OF` when the key is a proper prefix of the term. Byte order is code point order, the
   * order the terms were sorted in (`sortTerms`).
   */
  private compareTerm(t: number, key: Buffer): number {
    const { bytes, offsets } = this.terms;
    const start = offsets[t];
    const length = offsets[t + 1] - start;
    const shared = Math.min(length, key.length);
    for (let i = 0; i < shared; i++) {
      const difference = bytes[start + i] - key[i];
      if (difference !== 0) return difference;
    }
    return length === key.length ? 0 : length > key.length ? PREFIX_OF : -1;
  }

  /** First position of the sorted terms not below `key` (binary search over the packed bytes). */
  private lowerBound(key: Buffer): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareTerm(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The term `text` if the index holds it in one of the `fields`. */
  private termOf(text: string, fields: number): number | undefined {
    const key = Buffer.from(text, 'utf8');
    const at = this.lowerBound(key);
    return at < this.terms.length && this.termMasks[at] & fields && this.compareTerm(at, key) === 0 ? at : undefined;
  }

  /** Terms longer than `start` that it is a prefix of, in order: `visit` returns true to stop. */
  private forEachExtension(start: string, visit: (term: number) => boolean | void): void {
    const key = Buffer.from(start, 'utf8');
    for (let t = this.lowerBound(key); t < this.terms.length; t++) {
      const order = this.compareTerm(t, key);
      if (order === 0) continue;
      if (order !== PREFIX_OF) return;
      if (visit(t) === true) return;
    }
  }

  /** Whether the index holds the word whole or as a compound part. */
  holds(term: string): boolean {
    return this.termOf(term, WHOLE_WORD_BITS) !== undefined || this.termOf(PART_MARK + term, PART_BITS) !== undefined;
  }

  /** The whole-word and part terms of a word, each found exactly. */
  exactTerms(term: string): number[] {
    return [this.termOf(term, WHOLE_WORD_BITS), this.termOf(PART_MARK + term, PART_BITS)].filter((t) => t !== undefined);
  }

  /** Whether some word or compound part starts with `prefix` and is longer. */
  startsSomeTerm(prefix: string): boolean {
    let found = false;
    for (const start of [prefix, PART_MARK + prefix]) {
      this.forEachExtension(start, (t) => (found = (this.termMasks[t] & WORD_BITS) !== 0));
      if (found) return true;
    }
    return false;
  }

  /**
   * Terms starting with one of the `prefixes` (whole words and compound parts, `kaffeevoll` →
   * kaffeevollautomat), the most frequent first, at most `PREFIX_MAX_EXPANSIONS`; those in
   * `exclude` left out.
   */
  prefixTerms(prefixes: string[], exclude: ReadonlySet<number>): Expansion[] {
    const found = new Set<number>();
    for (const prefix of prefixes) {
      for (const start of [prefix, PART_MARK + prefix]) {
        this.forEachExtension(start, (t) => {
          if (this.termMasks[t] & WORD_BITS && !exclude.has(t)) found.add(t);
        });
      }
    }
    const typed = Math.min(...prefixes.map((p) => p.length));
    return [...found]
      .sort((a, b) => this.frequency(b) - this.frequency(a) || a - b)
      .slice(0, PREFIX_MAX_EXPANSIONS)
      .map((term) => ({
        term,
        // A longer rest weighs less: the shopper typed a smaller share of the word.
        similarity: Math.max(0.3, typed / this.termLengths[term]),
        kind: 'prefix' as const,
      }));
  }

  /**
   * Terms within edit distance 2 of `query` in the wanted fields (whole words, `WHOLE_WORD_BITS`,
   * or skus, `KEYWORD_BIT`), closest and most common first, at most `FUZZY_MAX_EXPANSIONS`.
   */
  fuzzyTerms(query: string, fields: number): Expansion[] {
    const found: { term: number; distance: number }[] = [];
    const consider = (term: number) => {
      if ((this.termMasks[term] & fields) === 0) return;
      const distance = boundedEditDistance(query, this.terms.get(term), FUZZINESS);
      if (distance <= FUZZINESS) found.push({ term, distance });
    };
    const dictionary = fields === KEYWORD_BIT ? this.keywords : this.words;
    const shortest = Math.max(1, query.length - FUZZINESS);
    const longest = query.length + FUZZINESS;
    const grams = bigramsOf(query);
    // Each edit removes at most two of the query's bigrams from a candidate.
    const needed = grams.length - 2 * FUZZINESS;
    if (needed <= 0) {
      const [start, end] = dictionary.lengthSpan(shortest, longest);
      for (let i = start; i < end; i++) consider(dictionary.lengthTerms[i]);
    } else {
      const { counters, termLengths } = this;
      const touched: number[] = [];
      const { bigramTerms } = dictionary;
      for (const gram of grams) {
        const [start, end] = dictionary.bigramSpan(gram);
        // Postings run by term length, so only the lengths within the fuzziness are counted.
        for (let i = firstOfLength(bigramTerms, start, end, termLengths, shortest); i < end; i++) {
          const term = bigramTerms[i];
          if (termLengths[term] > longest) break;
          if (counters[term] === 0) touched.push(term);
          if (counters[term] < 255) counters[term]++;
        }
      }
      for (const term of touched) {
        if (counters[term] >= needed) consider(term);
        counters[term] = 0;
      }
    }
    found.sort((a, b) => a.distance - b.distance || this.frequency(b.term) - this.frequency(a.term) || a.term - b.term);
    return found.slice(0, FUZZY_MAX_EXPANSIONS).map(({ term, distance }) => ({
      term,
      // Lucene's fuzzy boost: one minus the share of the shorter word that had to change.
      similarity: Math.max(0, 1 - distance / Math.min(query.length, this.termLengths[term])),
      kind: distance === 0 ? ('exact' as const) : ('fuzzy' as const),
    }));
  }
}

/** Term ids in UTF-8 byte order (code point order), the order `compareTerm` searches. */
export function sortTerms(texts: string[]): number[] {
  const keys = texts.map((text) => Buffer.from(text, 'utf8'));
  return texts.map((_, id) => id).sort((a, b) => Buffer.compare(keys[a], keys[b]));
}
