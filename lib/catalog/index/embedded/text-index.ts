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
import { addDoc, emptyBitset, type Bitset } from './bitset';
import { boundedEditDistance } from './edit-distance';

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

/** Distinct bigrams of the term padded with a boundary mark at both ends. */
function bigramsOf(term: string): string[] {
  const padded = `\u0000${term}\u0000`;
  const grams = new Set<string>();
  for (let i = 0; i < padded.length - 1; i++) grams.add(padded.slice(i, i + 2));
  return [...grams];
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
  scores: Float32Array;
}

export class TextIndex {
  private readonly counters: Uint8Array;

  constructor(
    private readonly size: number,
    private readonly terms: string[],
    private readonly termIds: Map<string, number>,
    private readonly postingDocs: Uint32Array[],
    private readonly postingMasks: Uint8Array[],
    /** Union of the field bits a term occurs in. */
    private readonly termMasks: Uint8Array,
    private readonly bigramTerms: Map<string, Uint32Array>,
    private readonly termsByLength: Uint32Array[],
  ) {
    this.counters = new Uint8Array(terms.length);
  }

  /** Index terms within edit distance 2 of `query` in the wanted fields, closest and most common first. */
  private expand(query: string, fields: number): Expansion[] {
    const found: { term: number; distance: number }[] = [];
    const consider = (term: number) => {
      if ((this.termMasks[term] & fields) === 0) return;
      const distance = boundedEditDistance(query, this.terms[term], FUZZINESS);
      if (distance <= FUZZINESS) found.push({ term, distance });
    };
    const grams = bigramsOf(query);
    // Each edit removes at most two of the query's bigrams from a candidate.
    const needed = grams.length - 2 * FUZZINESS;
    if (needed <= 0) {
      const shortest = Math.max(1, query.length - FUZZINESS);
      for (let length = shortest; length <= query.length + FUZZINESS; length++) {
        for (const term of this.termsByLength[length] ?? []) consider(term);
      }
    } else {
      const touched: number[] = [];
      for (const gram of grams) {
        const posting = this.bigramTerms.get(gram);
        if (!posting) continue;
        for (let i = 0; i < posting.length; i++) {
          const term = posting[i];
          if (this.counters[term] === 0) touched.push(term);
          if (this.counters[term] < 255) this.counters[term]++;
        }
      }
      for (const term of touched) {
        if (this.counters[term] >= needed && Math.abs(this.terms[term].length - query.length) <= FUZZINESS) consider(term);
        this.counters[term] = 0;
      }
    }
    found.sort(
      (a, b) => a.distance - b.distance || this.postingDocs[b.term].length - this.postingDocs[a.term].length || a.term - b.term,
    );
    return found.slice(0, FUZZY_MAX_EXPANSIONS).map(({ term, distance }) => ({
      term,
      // Lucene's fuzzy boost: one minus the share of the shorter word that had to change.
      similarity: Math.max(0, 1 - distance / Math.min(query.length, this.terms[term].length)),
    }));
  }

  /** Per document, the best score any expansion of one query term earns in the wanted fields. */
  private scoreTerm(query: string, fields: number, best: Float32Array, touched: number[]): void {
    for (const { term, similarity } of this.expand(query, fields)) {
      const docs = this.postingDocs[term];
      const masks = this.postingMasks[term];
      const weight = idf(docs.length, this.size) * similarity;
      for (let i = 0; i < docs.length; i++) {
        const boost = boostFor(masks[i] & fields);
        if (boost === 0) continue;
        const doc = docs[i];
        const score = boost * weight;
        if (best[doc] === 0) touched.push(doc);
        if (score > best[doc]) best[doc] = score;
      }
    }
  }

  /**
   * Documents matching at least 75 % of the words (or the whole text as a sku), scoring at least
   * the minimum; null when the text holds no word at all.
   */
  search(text: string): TextMatch | null {
    const words = [...new Set(tokenize(text))];
    if (words.length === 0) return null;
    const required = Math.max(1, Math.floor((words.length * MINIMUM_SHOULD_MATCH_PERCENT) / 100));
    const total = new Float32Array(this.size);
    const matched = new Uint8Array(this.size);
    const best = new Float32Array(this.size);
    // Each candidate once, in the order first reached; `matched` (or a sku score) marks the seen ones.
    const candidates: number[] = [];
    for (const word of words) {
      const touched: number[] = [];
      this.scoreTerm(word, WORD_BITS, best, touched);
      for (const doc of touched) {
        if (matched[doc] === 0) candidates.push(doc);
        total[doc] += best[doc];
        matched[doc]++;
        best[doc] = 0;
      }
    }
    for (const doc of candidates) if (matched[doc] < required) total[doc] = 0;
    const skuTouched: number[] = [];
    this.scoreTerm(keywordTerm(text), KEYWORD_BIT, best, skuTouched);
    for (const doc of skuTouched) {
      if (matched[doc] === 0) candidates.push(doc);
      if (best[doc] > total[doc]) total[doc] = best[doc];
    }
    const hits = emptyBitset(this.size);
    for (const doc of candidates) if (total[doc] >= MIN_SCORE) addDoc(hits, doc);
    return { hits, scores: total };
  }
}

/** Collects the text fields' terms document by document, then freezes them into a `TextIndex`. */
export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly docs: number[][] = [];
  private readonly masks: number[][] = [];

  add(doc: number, field: TextField, value: string): void {
    const bit = 1 << TEXT_FIELDS.indexOf(field);
    const terms = field === KEYWORD_TEXT_FIELD ? [keywordTerm(value)] : tokenize(value);
    for (const term of terms) {
      if (term.length === 0) continue;
      let id = this.termIds.get(term);
      if (id === undefined) {
        id = this.docs.length;
        this.termIds.set(term, id);
        this.docs.push([]);
        this.masks.push([]);
      }
      const docs = this.docs[id];
      const last = docs.length - 1;
      if (docs[last] === doc) this.masks[id][last] |= bit;
      else {
        docs.push(doc);
        this.masks[id].push(bit);
      }
    }
  }

  build(size: number): TextIndex {
    const terms = [...this.termIds.keys()];
    const termMasks = new Uint8Array(terms.length);
    const bigrams = new Map<string, number[]>();
    const byLength: number[][] = [];
    terms.forEach((term, id) => {
      termMasks[id] = this.masks[id].reduce((mask, bit) => mask | bit, 0);
      for (const gram of bigramsOf(term)) {
        const list = bigrams.get(gram);
        if (list) list.push(id);
        else bigrams.set(gram, [id]);
      }
      (byLength[term.length] ??= []).push(id);
    });
    return new TextIndex(
      size,
      terms,
      this.termIds,
      this.docs.map((docs) => Uint32Array.from(docs)),
      this.masks.map((masks) => Uint8Array.from(masks)),
      termMasks,
      new Map([...bigrams].map(([gram, ids]) => [gram, Uint32Array.from(ids)])),
      Array.from(byLength, (ids) => Uint32Array.from(ids ?? [])),
    );
  }
}
