/**
 * Full text for the embedded engine, used only for the text part of a query (filters, facets and
 * sorting never touch it): the query's words analysed in the index's language (`../analysis`),
 * each word's terms found in the `TermStore` (exact, prefix, fuzzy up to edit distance 2), then
 * the documents scored with the 75 % minimum match and min score.
 * Ranking (issue 19): documents matching more query words first, then those whose words matched
 * exactly (whole word, then compound part), then by a prefix of a word (the last typed word, as the
 * shopper types), then fuzzily; then by score.
 * Scoring allocates nothing per document: the scratch arrays are typed, sized to the collection
 * and reused by every query (ADR 0039).
 */
import { MIN_SCORE, MINIMUM_SHOULD_MATCH_PERCENT, PREFIX_MIN_LENGTH } from '@/lib/config/search';
import type { Analyzer } from '../analysis/analyzer';
import { addDoc, type Bitset } from './bitset';
import type { PackedStrings } from './sorted-keys';
import {
  boostTable,
  EXACT_TIERS,
  idf,
  KEYWORD_BIT,
  KEYWORD_TIERS,
  keywordTerm,
  TIER_PREFIX,
  TIER_WHOLE,
  WHOLE_WORD_BITS,
  WORD_BITS,
} from './text-fields';
import { TermStore, type Expansion } from './term-store';

/** Ranking key: matched words weigh more than every tier sum (≤ 3 × words, ≤ 200 words). */
const MATCHED_WEIGHT = 1024;
/** Documents of expansion postings this long or longer are looked up per candidate instead of scanned. */
const LOOKUP_FACTOR = 16;
/** How a posting's tier is read while scoring one expansion (see `scorePosting`). */
const TIERS_NONE = 0;
const TIERS_PREFIX = 1;
const TIERS_BY_MASK = 2;

export interface TextMatch {
  hits: Bitset;
  /** Each document's score; valid until the next search on the same index (queries run synchronously). */
  scores: Float32Array;
  /** Each document's rank before its score: words matched, then how exactly (see `MATCHED_WEIGHT`). */
  quality: Uint32Array;
}

/** A query word: its term, its synonyms' terms, and the prefixes it may be the start of (last word only). */
interface QueryWord {
  term: string;
  synonyms: number[];
  prefixes: string[];
  /** The loose stem, for the fuzzy fallback of a word that matches nothing otherwise. */
  loose: string;
}

export class TextIndex {
  private readonly store: TermStore;
  /** Scratch space reused by every query, so a search allocates no per-document arrays. */
  private readonly total: Float32Array;
  private readonly matched: Uint8Array;
  private readonly best: Float32Array;
  private readonly bestTier: Uint8Array;
  private readonly quality: Uint32Array;
  /** The documents the query word being scored reached, `touched[0 .. count)`. */
  private readonly touched: Uint32Array;
  /**
   * The documents that may still match enough words, `candidates[0 .. candidateCount)`, in the
   * order first reached; after a search, the ones it scored (cleared when the next one starts).
   */
  private readonly candidates: Uint32Array;
  private candidateCount = 0;
  private readonly wordBoosts = boostTable(WORD_BITS);
  private readonly keywordBoosts = boostTable(KEYWORD_BIT);

  constructor(
    private readonly size: number,
    readonly terms: PackedStrings,
    readonly postingStarts: Uint32Array,
    readonly postingDocs: Uint32Array,
    readonly postingMasks: Uint8Array,
    readonly termMasks: Uint8Array,
    readonly analyzer: Analyzer,
  ) {
    this.store = new TermStore(terms, postingStarts, termMasks);
    this.total = new Float32Array(size);
    this.matched = new Uint8Array(size);
    this.best = new Float32Array(size);
    this.bestTier = new Uint8Array(size);
    this.quality = new Uint32Array(size);
    this.touched = new Uint32Array(size);
    this.candidates = new Uint32Array(size);
  }

  /**
   * The analysed query words: each word folded and stemmed; a word the index does not hold, and
   * no synonym of which it holds, split into the compound parts it does hold (`koffiebonen` →
   * koffie, bon). Each with its synonyms the index holds.
   */
  private queryWords(text: string): QueryWord[] {
    const { analyzer, store } = this;
    const words = new Map<string, QueryWord>();
    const add = (term: string, prefixes: string[], loose = term) => {
      if (words.has(term)) return;
      const synonyms = analyzer.synonymsOf(term).flatMap((synonym) => store.exactTerms(synonym));
      words.set(term, { term, synonyms, prefixes, loose });
    };
    const typed = [...new Set(analyzer.foldedWords(text))];
    typed.forEach((folded, i) => {
      const term = analyzer.stem(folded);
      // The last word may still be being typed: it also matches terms it starts (issue 19).
      const prefixes = i === typed.length - 1 && folded.length >= PREFIX_MIN_LENGTH && !/^\d+$/.test(folded) ? [...new Set([term, folded])] : [];
      // A word being typed that starts some term (`kaffeevoll`) is completed, not split.
      const known =
        store.holds(term) || analyzer.synonymsOf(term).some((s) => store.holds(s)) || prefixes.some((prefix) => store.startsSomeTerm(prefix));
      const parts = known ? [] : analyzer.splitQueryWord(folded, (candidate) => store.holds(candidate));
      if (parts.length > 1) parts.forEach((part, p) => add(part, p === parts.length - 1 && prefixes.length > 0 ? [part] : []));
      else add(term, prefixes, analyzer.looseStem(folded));
    });
    return [...words.values()];
  }

  /**
   * A query word's expansions: exact (whole and part), synonyms, the prefix ones, and the fuzzy
   * ones (whole words within two edits), also for a word the index holds, as Elasticsearch's
   * fuzziness does: they rank below every exact match (tiers), so they only add hits (ADR 0039).
   */
  private expandWord({ term, synonyms, prefixes, loose }: QueryWord): Expansion[] {
    const { store } = this;
    const held = store.exactTerms(term);
    let fuzzy = store.fuzzyTerms(term, WHOLE_WORD_BITS);
    const exact = [...new Set([...held, ...synonyms])];
    const seen = new Set(exact);
    const list: Expansion[] = exact.map((t) => ({ term: t, similarity: 1, kind: 'exact' }));
    if (prefixes.length > 0) {
      const prefixed = store.prefixTerms(prefixes, seen);
      prefixed.forEach((e) => seen.add(e.term));
      list.push(...prefixed);
    }
    // Nothing at all: perhaps a typo hid the word's ending from the stemmer (`handmloens`).
    if (list.length === 0 && fuzzy.length === 0 && loose !== term) fuzzy = store.fuzzyTerms(loose, WHOLE_WORD_BITS).map((e) => ({ ...e, kind: 'fuzzy' as const }));
    list.push(...fuzzy.filter((e) => !seen.has(e.term)));
    return list;
  }

  /**
   * Scores posting `i` for the word being scored: the document's best weighted boost among the
   * word's expansions, and its best tier. Returns the new count of touched documents.
   */
  private scorePosting(i: number, weight: number, boosts: Float32Array, tiers: Uint8Array, tierMode: number, count: number): number {
    const mask = this.postingMasks[i];
    const boost = boosts[mask];
    if (boost === 0) return count;
    const doc = this.postingDocs[i];
    const { best, bestTier } = this;
    if (best[doc] === 0) this.touched[count++] = doc;
    const value = boost * weight;
    if (value > best[doc]) best[doc] = value;
    if (tierMode !== TIERS_NONE) {
      const tier = tierMode === TIERS_PREFIX ? TIER_PREFIX : tiers[mask];
      if (tier > bestTier[doc]) bestTier[doc] = tier;
    }
    return count;
  }

  /**
   * Per document, the best score any expansion of one query word earns in the wanted fields, into
   * `best` / `bestTier`, the documents reached into `touched`; returns how many. With
   * `onlyCandidates`, just the candidates are scored (a word that can no longer admit new ones).
   */
  private scoreWord(expansions: Expansion[], fields: number, onlyCandidates: boolean): number {
    const keyword = fields === KEYWORD_BIT;
    const boosts = keyword ? this.keywordBoosts : this.wordBoosts;
    const tiers = keyword ? KEYWORD_TIERS : EXACT_TIERS;
    const { postingStarts, postingDocs, matched, candidates, candidateCount } = this;
    let count = 0;
    for (const { term, similarity, kind } of expansions) {
      // A term as short as the edits (`m` for `mol`) weighs nothing and must not count as a match.
      if (similarity <= 0) continue;
      const start = postingStarts[term];
      const end = postingStarts[term + 1];
      const weight = idf(end - start, this.size) * similarity;
      const tierMode = kind === 'fuzzy' ? TIERS_NONE : kind === 'prefix' ? TIERS_PREFIX : TIERS_BY_MASK;
      if (onlyCandidates && candidateCount * LOOKUP_FACTOR < end - start) {
        for (let c = 0; c < candidateCount; c++) {
          const at = findDoc(postingDocs, start, end, candidates[c]);
          if (at >= 0) count = this.scorePosting(at, weight, boosts, tiers, tierMode, count);
        }
      } else if (onlyCandidates) {
        for (let i = start; i < end; i++) if (matched[postingDocs[i]] !== 0) count = this.scorePosting(i, weight, boosts, tiers, tierMode, count);
      } else {
        for (let i = start; i < end; i++) count = this.scorePosting(i, weight, boosts, tiers, tierMode, count);
      }
    }
    return count;
  }

  /** Drops the candidates that matched fewer than `needed` words (they can no longer reach the minimum). */
  private keepCandidates(needed: number): void {
    const { candidates, matched, total, quality } = this;
    let kept = 0;
    for (let c = 0; c < this.candidateCount; c++) {
      const doc = candidates[c];
      if (matched[doc] >= needed) candidates[kept++] = doc;
      else {
        matched[doc] = 0;
        total[doc] = 0;
        quality[doc] = 0;
      }
    }
    this.candidateCount = kept;
  }

  /**
   * Documents matching at least 75 % of the words (or the whole text as a sku), scoring at least
   * the minimum, added to the empty `hits`; null when the text holds no word at all.
   */
  search(text: string, hits: Bitset): TextMatch | null {
    const words = this.queryWords(text);
    if (words.length === 0) return null;
    const { total, matched, best, bestTier, quality, touched, candidates, store } = this;
    for (let c = 0; c < this.candidateCount; c++) {
      total[candidates[c]] = 0;
      quality[candidates[c]] = 0;
    }
    this.candidateCount = 0;
    const required = Math.max(1, Math.floor((words.length * MINIMUM_SHOULD_MATCH_PERCENT) / 100));
    // Rarest words first: once all but `required - 1` words are scored, a document none of them
    // matched can no longer reach the minimum, so the common words only score the candidates;
    // and after each further word, a candidate too many words short is dropped.
    const expansions = words.map((word) => this.expandWord(word));
    const cost = expansions.map((list) => list.reduce((sum, { term }) => sum + store.frequency(term), 0));
    const order = expansions.map((_, i) => i).sort((a, b) => cost[a] - cost[b]);
    const opening = words.length - required + 1;
    order.forEach((word, k) => {
      const count = this.scoreWord(expansions[word], WORD_BITS, k >= opening);
      for (let t = 0; t < count; t++) {
        const doc = touched[t];
        if (matched[doc] === 0) candidates[this.candidateCount++] = doc;
        total[doc] += best[doc];
        matched[doc]++;
        quality[doc] += MATCHED_WEIGHT + bestTier[doc];
        best[doc] = 0;
        bestTier[doc] = 0;
      }
      if (k >= opening) this.keepCandidates(required - (words.length - 1 - k));
    });
    // A sku typed whole ranks as if every word matched exactly; a fuzzy one as if every word matched.
    const skuQuality = words.length * MATCHED_WEIGHT;
    const skuCount = this.scoreWord(store.fuzzyTerms(keywordTerm(text), KEYWORD_BIT), KEYWORD_BIT, false);
    for (let t = 0; t < skuCount; t++) {
      const doc = touched[t];
      if (matched[doc] === 0) candidates[this.candidateCount++] = doc;
      if (best[doc] > total[doc]) total[doc] = best[doc];
      const skuRank = skuQuality + (bestTier[doc] === TIER_WHOLE ? TIER_WHOLE * words.length : 0);
      if (skuRank > quality[doc]) quality[doc] = skuRank;
      best[doc] = 0;
      bestTier[doc] = 0;
    }
    const minScore = MIN_SCORE;
    for (let c = 0; c < this.candidateCount; c++) {
      const doc = candidates[c];
      matched[doc] = 0;
      if (total[doc] >= minScore) addDoc(hits, doc);
      else {
        total[doc] = 0;
        quality[doc] = 0;
      }
    }
    return { hits, scores: total, quality };
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
