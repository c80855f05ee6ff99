/**
 * Full text for the embedded engine, used only for the text part of a query (filters, facets and
 * sorting never touch it): a term → postings index over the spec's boosted fields, fuzzy matching
 * up to edit distance 2 through a bigram candidate filter, the 75 % minimum match and min score.
 */
import {
  FUZZINESS,
  FUZZY_MAX_EXPANSIONS,
  KEYWORD_TEXT_FIELD,
  MIN_SCORE,
  MINIMUM_SHOULD_MATCH_PERCENT,
  TEXT_FIELD_BOOSTS,
  type TextField,
} from '@/lib/config/search';
import { addDoc, type Bitset } from './bitset';
import { boundedEditDistance } from './edit-distance';
import { PackedStrings } from './sorted-keys';
import { bigramsOf, firstOfLength, MAX_TERM_LENGTH, TermDictionary, termLength } from './term-dictionary';

export const TEXT_FIELDS = Object.keys(TEXT_FIELD_BOOSTS) as TextField[];
const FIELD_BOOSTS = TEXT_FIELDS.map((field) => TEXT_FIELD_BOOSTS[field]);
const KEYWORD_BIT = 1 << TEXT_FIELDS.indexOf(KEYWORD_TEXT_FIELD);
const WORD_BITS = TEXT_FIELDS.reduce((mask, _, i) => mask | (1 << i), 0) & ~KEYWORD_BIT;

/** Lower-cased runs of letters and digits, like Elasticsearch's standard analyzer. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((token) => token.length > 0);
}

/** The whole value as one lower-cased term: how a keyword field (sku) is matched. */
export function keywordTerm(text: string): string {
  return text.trim().toLowerCase();
}

/** Lucene's inverse document frequency: rare words weigh more. */
function idf(docFrequency: number, size: number): number {
  return Math.log(1 + (size - docFrequency + 0.5) / (docFrequency + 0.5));
}

/** The best boost among the fields a posting was found in, within the fields being searched. */
function boostFor(mask: number): number {
  let boost = 0;
  for (let i = 0; i < FIELD_BOOSTS.length; i++) if (mask & (1 << i) && FIELD_BOOSTS[i] > boost) boost = FIELD_BOOSTS[i];
  return boost;
}

interface Expansion {
  term: number;
  similarity: number;
}

export interface TextMatch {
  hits: Bitset;
  /** Each document's score; valid until the next search on the same index (queries run synchronously). */
  scores: Float32Array;
}

/** Per field mask, the best boost among the fields it holds: a table lookup in the scoring loop. */
function boostTable(fields: number): Float32Array {
  return Float32Array.from({ length: 1 << TEXT_FIELDS.length }, (_, mask) => boostFor(mask & fields));
}

export class TextIndex {
  /** Scratch space reused by every query, so a search allocates no per-document arrays. */
  private readonly counters: Uint8Array;
  private readonly total: Float32Array;
  private readonly matched: Uint8Array;
  private readonly best: Float32Array;
  /** The documents the previous search scored, cleared when the next one starts. */
  private previous: number[] = [];
  private readonly wordBoosts = boostTable(WORD_BITS);
  private readonly keywordBoosts = boostTable(KEYWORD_BIT);
  private readonly termLengths: Uint16Array;
  /** The word terms and the keyword (sku) terms, each a dictionary of its own. */
  private readonly words: TermDictionary;
  private readonly keywords: TermDictionary;

  constructor(
    private readonly size: number,
    /** Packed, not 100 000 strings on the heap: a term is decoded only when fuzzy matching measures it. */
    readonly terms: PackedStrings,
    /** Postings of term `t`: `postingDocs[postingStarts[t] .. postingStarts[t + 1])`, with field masks alongside. */
    readonly postingStarts: Uint32Array,
    readonly postingDocs: Uint32Array,
    readonly postingMasks: Uint8Array,
    /** Union of the field bits a term occurs in. */
    readonly termMasks: Uint8Array,
  ) {
    this.termLengths = new Uint16Array(terms.length);
    for (let term = 0; term < terms.length; term++) this.termLengths[term] = Math.min(termLength(terms, term), MAX_TERM_LENGTH);
    this.words = TermDictionary.of(terms, this.termLengths, termMasks, WORD_BITS);
    this.keywords = TermDictionary.of(terms, this.termLengths, termMasks, KEYWORD_BIT);
    this.counters = new Uint8Array(terms.length);
    this.total = new Float32Array(size);
    this.matched = new Uint8Array(size);
    this.best = new Float32Array(size);
  }

  private frequency(term: number): number {
    return this.postingStarts[term + 1] - this.postingStarts[term];
  }

  /** Index terms within edit distance 2 of `query` in the wanted fields, closest and most common first. */
  private expand(query: string, fields: number): Expansion[] {
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
      const touched: number[] = [];
      const { bigramTerms } = dictionary;
      for (const gram of grams) {
        const [start, end] = dictionary.bigramSpan(gram);
        // Postings run by term length, so only the lengths within the fuzziness are counted.
        for (let i = firstOfLength(bigramTerms, start, end, this.termLengths, shortest); i < end; i++) {
          const term = bigramTerms[i];
          if (this.termLengths[term] > longest) break;
          if (this.counters[term] === 0) touched.push(term);
          if (this.counters[term] < 255) this.counters[term]++;
        }
      }
      for (const term of touched) {
        if (this.counters[term] >= needed) consider(term);
        this.counters[term] = 0;
      }
    }
    found.sort((a, b) => a.distance - b.distance || this.frequency(b.term) - this.frequency(a.term) || a.term - b.term);
    return found.slice(0, FUZZY_MAX_EXPANSIONS).map(({ term, distance }) => ({
      term,
      // Lucene's fuzzy boost: one minus the share of the shorter word that had to change.
      similarity: Math.max(0, 1 - distance / Math.min(query.length, this.termLengths[term])),
    }));
  }

  /** Documents of expansion postings this long or longer are looked up per candidate instead of scanned. */
  private static readonly LOOKUP_FACTOR = 16;

  /**
   * Per document, the best score any expansion of one query word earns in the wanted fields.
   * With `only`, just those documents are scored (a word that can no longer admit new ones).
   */
  private scoreTerm(expansions: Expansion[], fields: number, touched: number[], only: number[] | null): void {
    const boosts = fields === KEYWORD_BIT ? this.keywordBoosts : this.wordBoosts;
    const { best, matched, postingDocs, postingMasks } = this;
    const score = (i: number, weight: number) => {
      const boost = boosts[postingMasks[i]];
      if (boost === 0) return;
      const doc = postingDocs[i];
      if (best[doc] === 0) touched.push(doc);
      if (boost * weight > best[doc]) best[doc] = boost * weight;
    };
    for (const { term, similarity } of expansions) {
      const weight = idf(this.frequency(term), this.size) * similarity;
      const start = this.postingStarts[term];
      const end = this.postingStarts[term + 1];
      if (only && only.length * TextIndex.LOOKUP_FACTOR < end - start) {
        for (const doc of only) {
          const at = findDoc(postingDocs, start, end, doc);
          if (at >= 0) score(at, weight);
        }
      } else if (only) {
        for (let i = start; i < end; i++) if (matched[postingDocs[i]] !== 0) score(i, weight);
      } else {
        for (let i = start; i < end; i++) score(i, weight);
      }
    }
  }

  /**
   * Documents matching at least 75 % of the words (or the whole text as a sku), scoring at least
   * the minimum, added to the empty `hits`; null when the text holds no word at all.
   */
  search(text: string, hits: Bitset): TextMatch | null {
    const words = [...new Set(tokenize(text))];
    if (words.length === 0) return null;
    const { total, matched, best } = this;
    for (const doc of this.previous) total[doc] = 0;
    const required = Math.max(1, Math.floor((words.length * MINIMUM_SHOULD_MATCH_PERCENT) / 100));
    // Each candidate once, in the order first reached; `matched` (or a sku score) marks the seen ones.
    const candidates: number[] = [];
    // Rarest words first: once all but `required - 1` words are scored, a document none of them
    // matched can no longer reach the minimum, so the common words only score the candidates.
    const expansions = words.map((word) => this.expand(word, WORD_BITS));
    const cost = expansions.map((list) => list.reduce((sum, { term }) => sum + this.frequency(term), 0));
    const order = expansions.map((_, i) => i).sort((a, b) => cost[a] - cost[b]);
    const opening = words.length - required + 1;
    order.forEach((word, k) => {
      const touched: number[] = [];
      this.scoreTerm(expansions[word], WORD_BITS, touched, k < opening ? null : candidates);
      for (const doc of touched) {
        if (matched[doc] === 0) candidates.push(doc);
        total[doc] += best[doc];
        matched[doc]++;
        best[doc] = 0;
      }
    });
    for (const doc of candidates) if (matched[doc] < required) total[doc] = 0;
    const skuTouched: number[] = [];
    this.scoreTerm(this.expand(keywordTerm(text), KEYWORD_BIT), KEYWORD_BIT, skuTouched, null);
    for (const doc of skuTouched) {
      if (matched[doc] === 0) candidates.push(doc);
      if (best[doc] > total[doc]) total[doc] = best[doc];
      best[doc] = 0;
    }
    for (const doc of candidates) {
      matched[doc] = 0;
      if (total[doc] >= MIN_SCORE) addDoc(hits, doc);
      else total[doc] = 0;
    }
    this.previous = candidates;
    return { hits, scores: total };
  }
}

/** Position of `doc` in the ascending `docs[start .. end)`, or -1. */
function findDoc(docs: Uint32Array, start: number, end: number, doc: number): number {
  let lo = start;
  let hi = end - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid] < doc) lo = mid + 1;
    else if (docs[mid] > doc) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** Collects the text fields' terms document by document, then freezes them into a `TextIndex`. */
export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>();
  /** One entry per (term, document), in document order: the term, the document, its field bits. */
  private readonly entryTerms: number[] = [];
  private readonly entryDocs: number[] = [];
  private readonly entryMasks: number[] = [];
  /** Per term, its last entry, so a term met again in the same document only adds a field bit. */
  private readonly lastEntry: number[] = [];

  add(doc: number, field: TextField, value: string): void {
    const bit = 1 << TEXT_FIELDS.indexOf(field);
    const terms = field === KEYWORD_TEXT_FIELD ? [keywordTerm(value)] : tokenize(value);
    for (const term of terms) {
      if (term.length === 0) continue;
      let id = this.termIds.get(term);
      if (id === undefined) {
        id = this.lastEntry.length;
        this.termIds.set(term, id);
        this.lastEntry.push(-1);
      }
      const last = this.lastEntry[id];
      if (last >= 0 && this.entryDocs[last] === doc) this.entryMasks[last] |= bit;
      else {
        this.lastEntry[id] = this.entryDocs.length;
        this.entryTerms.push(id);
        this.entryDocs.push(doc);
        this.entryMasks.push(bit);
      }
    }
  }

  build(size: number): TextIndex {
    const terms = PackedStrings.of([...this.termIds.keys()]);
    const starts = new Uint32Array(terms.length + 1);
    for (const term of this.entryTerms) starts[term + 1]++;
    for (let t = 0; t < terms.length; t++) starts[t + 1] += starts[t];
    // Entries are in document order, so placing them term by term keeps each posting ascending.
    const next = starts.slice(0, terms.length);
    const docs = new Uint32Array(this.entryDocs.length);
    const masks = new Uint8Array(this.entryDocs.length);
    const termMasks = new Uint8Array(terms.length);
    this.entryTerms.forEach((term, entry) => {
      const at = next[term]++;
      docs[at] = this.entryDocs[entry];
      masks[at] = this.entryMasks[entry];
      termMasks[term] |= this.entryMasks[entry];
    });
    return new TextIndex(size, terms, starts, docs, masks, termMasks);
  }
}
