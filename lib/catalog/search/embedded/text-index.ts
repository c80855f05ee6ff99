/**
 * Full text for the embedded engine, used only for the text part of a query (filters, facets and
 * sorting never touch it): a term → postings index over the spec's boosted fields, fuzzy matching
 * up to edit distance 2 through a bigram candidate filter, the 75 % minimum match and min score.
 * Words are analysed in the index's language (`../analysis`): folded, stemmed, compounds indexed
 * with their parts too (a posting's high four mask bits: found only as a part, weighed less).
 * Ranking (issue 19): documents matching more query words first, then those whose words matched
 * exactly (whole word, then compound part), then by a prefix of a word (the last typed word, as the
 * shopper types), then fuzzily; then by score.
 * A compound part is a term of its own (`PART_MARK` + stem): fuzzy matching reaches whole words
 * only, so a typo never walks the long postings of a part every compound shares (`kaffe`), and
 * parts are matched exactly or by prefix. Terms are stored sorted, so exact and prefix lookups are
 * binary searches over the packed terms.
 */
import {
  COMPOUND_PART_WEIGHT,
  FUZZINESS,
  FUZZY_MAX_EXPANSIONS,
  KEYWORD_TEXT_FIELD,
  MIN_SCORE,
  MINIMUM_SHOULD_MATCH_PERCENT,
  PREFIX_MAX_EXPANSIONS,
  PREFIX_MIN_LENGTH,
  TEXT_FIELD_BOOSTS,
  type TextField,
} from '@/lib/config/search';
import { tokenize, type Analyzer } from '../analysis/analyzer';
import { addDoc, type Bitset } from './bitset';
import { boundedEditDistance } from './edit-distance';
import { PackedStrings } from './sorted-keys';
import { bigramsOf, firstOfLength, MAX_TERM_LENGTH, TermDictionary, termLength } from './term-dictionary';

export const TEXT_FIELDS = Object.keys(TEXT_FIELD_BOOSTS) as TextField[];
const FIELD_BOOSTS = TEXT_FIELDS.map((field) => TEXT_FIELD_BOOSTS[field]);
const KEYWORD_BIT = 1 << TEXT_FIELDS.indexOf(KEYWORD_TEXT_FIELD);
/** A posting's mask: bit i, the word is in field i; bit i + PART_SHIFT, it is part of a compound there. */
const PART_SHIFT = 4;
const FIELD_BITS = (1 << PART_SHIFT) - 1;
const WHOLE_WORD_BITS = TEXT_FIELDS.reduce((mask, _, i) => mask | (1 << i), 0) & ~KEYWORD_BIT;
const WORD_BITS = WHOLE_WORD_BITS | (WHOLE_WORD_BITS << PART_SHIFT);
/** A query word's match per document: fuzzy, by prefix, as part of a compound, as a whole word. */
const TIER_FUZZY = 0;
const TIER_PREFIX = 1;
const TIER_PART = 2;
const TIER_WHOLE = 3;
/** Ranking key: matched words weigh more than every tier sum (≤ 3 × words, ≤ 200 words). */
const MATCHED_WEIGHT = 1024;
/**
 * Marks the term of a word found as part of a compound (`#automat`): not a letter or digit, so no
 * word's term starts with it, and below every letter and digit, so the part terms sort together.
 */
export const PART_MARK = '#';
/** `compareTerm`: the key is a proper prefix of the term. */
const PREFIX_OF = 0x10000;

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

/** A whole word weighs its field's boost, a compound part a share of it. */
function postingBoost(mask: number): number {
  return Math.max(boostFor(mask & FIELD_BITS), boostFor((mask >> PART_SHIFT) & FIELD_BITS) * COMPOUND_PART_WEIGHT);
}

type MatchKind = 'exact' | 'prefix' | 'fuzzy';

interface Expansion {
  term: number;
  similarity: number;
  /** Found as typed (or as a synonym), as the start of the term, or by edit distance. */
  kind: MatchKind;
}

export interface TextMatch {
  hits: Bitset;
  /** Each document's score; valid until the next search on the same index (queries run synchronously). */
  scores: Float32Array;
  /** Each document's rank before its score: words matched, then how exactly (see `MATCHED_WEIGHT`). */
  quality: Uint32Array;
}

/** Per posting mask, the best boost among the fields it holds: a table lookup in the scoring loop. */
function boostTable(fields: number): Float32Array {
  return Float32Array.from({ length: 1 << (2 * PART_SHIFT) }, (_, mask) => postingBoost(mask & fields));
}

/** Per posting mask, how an exact match in it counts: whole word, compound part, or not at all. */
const EXACT_TIERS = Uint8Array.from({ length: 1 << (2 * PART_SHIFT) }, (_, mask) =>
  mask & WHOLE_WORD_BITS ? TIER_WHOLE : (mask >> PART_SHIFT) & WHOLE_WORD_BITS ? TIER_PART : TIER_FUZZY,
);

export class TextIndex {
  /** Scratch space reused by every query, so a search allocates no per-document arrays. */
  private readonly counters: Uint8Array;
  private readonly total: Float32Array;
  private readonly matched: Uint8Array;
  private readonly best: Float32Array;
  private readonly bestTier: Uint8Array;
  private readonly quality: Uint32Array;
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
    readonly analyzer: Analyzer,
  ) {
    this.termLengths = new Uint16Array(terms.length);
    for (let term = 0; term < terms.length; term++) this.termLengths[term] = Math.min(termLength(terms, term), MAX_TERM_LENGTH);
    // Whole words only: compound parts are never matched fuzzily.
    this.words = TermDictionary.of(terms, this.termLengths, termMasks, WHOLE_WORD_BITS);
    this.keywords = TermDictionary.of(terms, this.termLengths, termMasks, KEYWORD_BIT);
    this.counters = new Uint8Array(terms.length);
    this.total = new Float32Array(size);
    this.matched = new Uint8Array(size);
    this.best = new Float32Array(size);
    this.bestTier = new Uint8Array(size);
    this.quality = new Uint32Array(size);
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

  /** The term of a whole word. */
  private wordTerm(term: string): number | undefined {
    return this.termOf(term, WHOLE_WORD_BITS);
  }

  /** The term of a word found as part of compounds. */
  private partTerm(term: string): number | undefined {
    return this.termOf(PART_MARK + term, WHOLE_WORD_BITS << PART_SHIFT);
  }

  /** Whether the index holds the word whole or as a compound part. */
  private holds(term: string): boolean {
    return this.wordTerm(term) !== undefined || this.partTerm(term) !== undefined;
  }

  /** The whole-word and part terms of a word, each found exactly. */
  private exactTerms(term: string): number[] {
    return [this.wordTerm(term), this.partTerm(term)].filter((t) => t !== undefined);
  }

  /** Whether some word or compound part starts with `prefix` and is longer. */
  private startsSomeTerm(prefix: string): boolean {
    let found = false;
    for (const start of [prefix, PART_MARK + prefix]) {
      this.forEachExtension(start, (t) => (found = (this.termMasks[t] & WORD_BITS) !== 0));
      if (found) return true;
    }
    return false;
  }

  /**
   * Terms starting with `prefix` (whole words and compound parts, `kaffeevoll` → kaffeevollautomat),
   * the most frequent first, at most `PREFIX_MAX_EXPANSIONS`; the term equal to it left out.
   */
  private prefixTerms(prefixes: string[], exclude: ReadonlySet<number>): Expansion[] {
    const found = new Set<number>();
    for (const prefix of prefixes) {
      for (const start of [prefix, PART_MARK + prefix]) {
        this.forEachExtension(start, (t) => {
          if (this.termMasks[t] & WORD_BITS && !exclude.has(t)) found.add(t);
        });
      }
    }
    return [...found]
      .sort((a, b) => this.frequency(b) - this.frequency(a) || a - b)
      .slice(0, PREFIX_MAX_EXPANSIONS)
      .map((term) => ({
        term,
        // A longer rest weighs less: the shopper typed a smaller share of the word.
        similarity: Math.max(0.3, Math.min(...prefixes.map((p) => p.length)) / Math.min(this.termLengths[term], MAX_TERM_LENGTH)),
        kind: 'prefix' as const,
      }));
  }

  /**
   * The analysed query words: each word folded and stemmed; a word the index does not hold, and
   * no synonym of which it holds, split into the compound parts it does hold (`koffiebonen` →
   * koffie, bon). Each with its synonyms the index holds.
   */
  private queryWords(text: string): QueryWord[] {
    const { analyzer } = this;
    const words = new Map<string, QueryWord>();
    const add = (term: string, prefixes: string[], loose = term) => {
      if (words.has(term)) return;
      const synonyms = analyzer.synonymsOf(term).flatMap((synonym) => this.exactTerms(synonym));
      words.set(term, { term, synonyms, prefixes, loose });
    };
    const typed = [...new Set(analyzer.foldedWords(text))];
    typed.forEach((folded, i) => {
      const term = analyzer.stem(folded);
      // The last word may still be being typed: it also matches terms it starts (issue 19).
      const prefixes = i === typed.length - 1 && folded.length >= PREFIX_MIN_LENGTH && !/^\d+$/.test(folded) ? [...new Set([term, folded])] : [];
      // A word being typed that starts some term (`kaffeevoll`) is completed, not split.
      const known =
        this.holds(term) || analyzer.synonymsOf(term).some((s) => this.holds(s)) || prefixes.some((prefix) => this.startsSomeTerm(prefix));
      const parts = known ? [] : analyzer.splitQueryWord(folded, (candidate) => this.holds(candidate));
      if (parts.length > 1) parts.forEach((part, p) => add(part, p === parts.length - 1 && prefixes.length > 0 ? [part] : []));
      else add(term, prefixes, analyzer.looseStem(folded));
    });
    return [...words.values()];
  }

  private frequency(term: number): number {
    return this.postingStarts[term + 1] - this.postingStarts[term];
  }

  /** Index terms within edit distance 2 of `query` in the wanted fields (whole words, or skus), closest and most common first. */
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
      kind: distance === 0 ? ('exact' as const) : ('fuzzy' as const),
    }));
  }

  /**
   * A query word's expansions: exact (whole and part), synonyms, the prefix ones, and the fuzzy
   * ones only for a word the index does not hold (a word found as typed is not also respelt: its
   * edit-distance neighbours would rank below it anyway, and scanning their postings was most of a
   * query's cost at 100 000 products).
   */
  private expandWord({ term, synonyms, prefixes, loose }: QueryWord): Expansion[] {
    const held = this.exactTerms(term);
    let fuzzy = held.length > 0 ? [] : this.expand(term, WHOLE_WORD_BITS);
    const exact = [...new Set([...held, ...synonyms])];
    const seen = new Set(exact);
    const list: Expansion[] = exact.map((t) => ({ term: t, similarity: 1, kind: 'exact' }));
    if (prefixes.length > 0) {
      const prefixed = this.prefixTerms(prefixes, seen);
      prefixed.forEach((e) => seen.add(e.term));
      list.push(...prefixed);
    }
    // Nothing at all: perhaps a typo hid the word's ending from the stemmer (`handmloens`).
    if (list.length === 0 && fuzzy.length === 0 && loose !== term) fuzzy = this.expand(loose, WHOLE_WORD_BITS).map((e) => ({ ...e, kind: 'fuzzy' as const }));
    list.push(...fuzzy.filter((e) => !seen.has(e.term)));
    return list;
  }

  /** Documents of expansion postings this long or longer are looked up per candidate instead of scanned. */
  private static readonly LOOKUP_FACTOR = 16;

  /**
   * Per document, the best score any expansion of one query word earns in the wanted fields.
   * With `only`, just those documents are scored (a word that can no longer admit new ones).
   */
  private scoreTerm(expansions: Expansion[], fields: number, touched: number[], only: number[] | null): void {
    const boosts = fields === KEYWORD_BIT ? this.keywordBoosts : this.wordBoosts;
    const { best, bestTier, matched, postingDocs, postingMasks } = this;
    let kind: MatchKind = 'fuzzy';
    const score = (i: number, weight: number) => {
      const mask = postingMasks[i];
      const boost = boosts[mask];
      if (boost === 0) return;
      const doc = postingDocs[i];
      if (best[doc] === 0) touched.push(doc);
      if (boost * weight > best[doc]) best[doc] = boost * weight;
      if (kind !== 'fuzzy') {
        const tier = kind === 'prefix' ? TIER_PREFIX : fields === KEYWORD_BIT ? TIER_WHOLE : EXACT_TIERS[mask & fields];
        if (tier > bestTier[doc]) bestTier[doc] = tier;
      }
    };
    for (const expansion of expansions) {
      const { term, similarity } = expansion;
      kind = expansion.kind;
      // A term as short as the edits (`m` for `mol`) weighs nothing and must not count as a match.
      if (similarity <= 0) continue;
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
    const words = this.queryWords(text);
    if (words.length === 0) return null;
    const { total, matched, best, bestTier, quality } = this;
    for (const doc of this.previous) {
      total[doc] = 0;
      quality[doc] = 0;
    }
    const required = Math.max(1, Math.floor((words.length * MINIMUM_SHOULD_MATCH_PERCENT) / 100));
    // Each candidate once, in the order first reached; `matched` (or a sku score) marks the seen ones.
    const candidates: number[] = [];
    // Rarest words first: once all but `required - 1` words are scored, a document none of them
    // matched can no longer reach the minimum, so the common words only score the candidates.
    const expansions = words.map((word) => this.expandWord(word));
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
        quality[doc] += MATCHED_WEIGHT + bestTier[doc];
        best[doc] = 0;
        bestTier[doc] = 0;
      }
    });
    for (const doc of candidates) {
      if (matched[doc] < required) {
        total[doc] = 0;
        quality[doc] = 0;
      }
    }
    const skuTouched: number[] = [];
    this.scoreTerm(this.expand(keywordTerm(text), KEYWORD_BIT), KEYWORD_BIT, skuTouched, null);
    // A sku typed whole ranks as if every word matched exactly; a fuzzy one as if every word matched.
    const skuQuality = words.length * MATCHED_WEIGHT;
    for (const doc of skuTouched) {
      if (matched[doc] === 0) candidates.push(doc);
      if (best[doc] > total[doc]) total[doc] = best[doc];
      const skuRank = skuQuality + (bestTier[doc] === TIER_WHOLE ? TIER_WHOLE * words.length : 0);
      if (skuRank > quality[doc]) quality[doc] = skuRank;
      best[doc] = 0;
      bestTier[doc] = 0;
    }
    for (const doc of candidates) {
      matched[doc] = 0;
      if (total[doc] >= MIN_SCORE) addDoc(hits, doc);
      else {
        total[doc] = 0;
        quality[doc] = 0;
      }
    }
    this.previous = candidates;
    return { hits, scores: total, quality };
  }
}

/** Term ids in UTF-8 byte order (code point order), the order `compareTerm` searches. */
function sortTerms(texts: string[]): number[] {
  const keys = texts.map((text) => Buffer.from(text, 'utf8'));
  return texts.map((_, id) => id).sort((a, b) => Buffer.compare(keys[a], keys[b]));
}

/** A query word: its term, its synonyms' terms, and the prefixes it may be the start of (last word only). */
interface QueryWord {
  term: string;
  synonyms: number[];
  prefixes: string[];
  /** The loose stem, for the fuzzy fallback of a word that matches nothing otherwise. */
  loose: string;
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

/** One kind of raw term while building: the surface terms before analysis, with their entries in document order. */
class TermEntries {
  readonly ids = new Map<string, number>();
  /** One entry per (term, document), in document order: the term, the document, its field bits. */
  readonly terms: number[] = [];
  readonly docs: number[] = [];
  readonly masks: number[] = [];
  /** Per term, its last entry, so a term met again in the same document only adds a field bit. */
  private readonly lastEntry: number[] = [];

  add(doc: number, term: string, bits: number): void {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.lastEntry.length;
      this.ids.set(term, id);
      this.lastEntry.push(-1);
    }
    this.addId(doc, id, bits);
  }

  addId(doc: number, id: number, bits: number): void {
    while (this.lastEntry.length <= id) this.lastEntry.push(-1);
    const last = this.lastEntry[id];
    if (last >= 0 && this.docs[last] === doc) this.masks[last] |= bits;
    else {
      this.lastEntry[id] = this.docs.length;
      this.terms.push(id);
      this.docs.push(doc);
      this.masks.push(bits);
    }
  }
}

/**
 * Collects the text fields' folded words document by document, then analyses each distinct word
 * once (stem; compound parts over the dictionary of every word the catalogue holds plus the
 * language's compound parts) and freezes the postings into a `TextIndex`.
 */
export class TextIndexBuilder {
  private readonly words = new TermEntries();
  private readonly keywords = new TermEntries();
  /** Each distinct token's folded form, folded once per import. */
  private readonly folded = new Map<string, string>();

  constructor(private readonly analyzer: Analyzer) {}

  add(doc: number, field: TextField, value: string): void {
    const bit = 1 << TEXT_FIELDS.indexOf(field);
    if (field === KEYWORD_TEXT_FIELD) {
      const term = keywordTerm(value);
      if (term.length > 0) this.keywords.add(doc, term, bit);
      return;
    }
    for (const token of tokenize(value)) {
      let folded = this.folded.get(token);
      if (folded === undefined) {
        folded = this.analyzer.fold(token);
        this.folded.set(token, folded);
      }
      this.words.add(doc, folded, bit);
    }
  }

  build(size: number): TextIndex {
    const { analyzer } = this;
    const final = new TermEntries();
    const dictionary = new Set([...this.words.ids.keys(), ...analyzer.compoundPartWords]);
    const isWord = (piece: string) => dictionary.has(piece);
    // Each folded word's index term and compound-part terms, as final term ids.
    const wordTargets: { term: number; parts: number[] }[] = [];
    const idOf = (term: string) => {
      let id = final.ids.get(term);
      if (id === undefined) {
        id = final.ids.size;
        final.ids.set(term, id);
      }
      return id;
    };
    for (const folded of this.words.ids.keys()) {
      const { term, parts } = analyzer.indexWord(folded, isWord);
      wordTargets.push({ term: idOf(term), parts: parts.map((part) => idOf(PART_MARK + part)) });
    }
    const keywordTargets = [...this.keywords.ids.keys()].map(idOf);
    // Replay both kinds of entries in document order, so each final posting stays ascending.
    const { words, keywords } = this;
    let w = 0;
    let k = 0;
    while (w < words.docs.length || k < keywords.docs.length) {
      if (k >= keywords.docs.length || (w < words.docs.length && words.docs[w] <= keywords.docs[k])) {
        const doc = words.docs[w];
        const bits = words.masks[w];
        const target = wordTargets[words.terms[w]];
        final.addId(doc, target.term, bits);
        for (const part of target.parts) final.addId(doc, part, bits << PART_SHIFT);
        w++;
      } else {
        final.addId(keywords.docs[k], keywordTargets[keywords.terms[k]], keywords.masks[k]);
        k++;
      }
    }
    // Terms sorted, so lookups are binary searches: each entry's term id is remapped to its rank.
    const texts = [...final.ids.keys()];
    const byText = sortTerms(texts);
    const rank = new Uint32Array(texts.length);
    byText.forEach((id, r) => {
      rank[id] = r;
    });
    for (let entry = 0; entry < final.terms.length; entry++) final.terms[entry] = rank[final.terms[entry]];
    const terms = PackedStrings.of(byText.map((id) => texts[id]));
    const starts = new Uint32Array(terms.length + 1);
    for (const term of final.terms) starts[term + 1]++;
    for (let t = 0; t < terms.length; t++) starts[t + 1] += starts[t];
    // Entries are in document order, so placing them term by term keeps each posting ascending.
    const next = starts.slice(0, terms.length);
    const docs = new Uint32Array(final.docs.length);
    const masks = new Uint8Array(final.docs.length);
    const termMasks = new Uint8Array(terms.length);
    final.terms.forEach((term, entry) => {
      const at = next[term]++;
      docs[at] = final.docs[entry];
      masks[at] = final.masks[entry];
      termMasks[term] |= final.masks[entry];
    });
    return new TextIndex(size, terms, starts, docs, masks, termMasks, analyzer);
  }
}
