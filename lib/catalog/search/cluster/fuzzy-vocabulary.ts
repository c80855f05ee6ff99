/**
 * Respelling in the adapter (ADR 0070). A word's fuzzy match on a node builds edit-distance automata
 * (up to `FUZZINESS`) and runs them against every segment's term dictionary on every search: most of
 * a typo search's rewrite, and a sizeable part of its CPU. Most words of a shopper's text have at most
 * one index term within `FUZZINESS` (the word itself, or the one real word a typo is near); for them
 * the node's fuzzy query is that one term with the boost Lucene gives it, so the adapter sends the
 * term (or nothing) instead. A word with two or more terms within reach stays a fuzzy query: Lucene
 * blends their document frequencies, which no term query can ask.
 *
 * The vocabulary is the fuzzy text field's terms as the node's own index analyzer makes them from the
 * catalogue's text (`_analyze` at import, kept in the index mapping's `_meta`, so it follows the
 * alias swap with the dictionary). A query word of plain letters and digits is analysed here
 * (`Analyzer`, the cluster's mirror) where the import found both engines analysing every such word
 * of the catalogue alike (German); elsewhere (the other stemmers differ) the import keeps the node's
 * form of each plain catalogue word, and a word not among them stays fuzzy.
 */
import { FUZZINESS, CLUSTER_FUZZY_PREFIX_LENGTH } from '@/lib/config/search';
import { analyzerFor, tokenize } from '../analysis/analyzer';
import { asciiFold } from '../analysis/fold';
import type { AnalysisLanguage } from '../analysis/languages';
import { INDEX_ANALYZER, WHOLE_INDEX_ANALYZER } from './analysis-settings';
import { blendedTermsClause, type TermStatistics } from './blended-terms';
import { FUZZY_TEXT_FIELD, textFieldValues } from './mappings';

type Clause = Record<string, unknown>;

export const FUZZY_TERMS_META = 'fuzzy_terms';
/** The node's whole-word form of each plain catalogue word, kept where the adapter's analysis differs. */
export const FUZZY_FORMS_META = 'fuzzy_word_forms';

/**
 * Letters whose folding both engines do alike, one letter for one (and German's ä ö ü ß); a word with
 * any other character (œ, æ, ø, an apostrophe, another script) is left to the node's fuzzy match.
 */
const PLAIN_WORD = /^[a-z0-9àáâãäåçèéêëìíîïñòóôõöùúûüýÿß]+$/;
/**
 * An `e` after a, o or u, where the adapter's German fold (`fold.ts`: accents off, then `ae`/`oe`/`ue`
 * read as the vowel) may part from the node's (`german_normalization` before `asciifolding`, which
 * keeps a state over the letters the adapter's pattern does not): `grüenr` is gruenr on the node, grunr here
 * (ADR 0074). The import's check covers the catalogue's words, not a shopper's misspelt one, so such a
 * word stays fuzzy where the adapter analyses query words itself.
 */
const FOLD_MAY_DIFFER = /[aou]e/;

/** The vocabulary grouped by its first characters (the fuzzy match keeps them, `CLUSTER_FUZZY_PREFIX_LENGTH`). */
export interface FuzzyVocabulary {
  language: AnalysisLanguage;
  byPrefix: ReadonlyMap<string, readonly string[][]>;
  /** Where the adapter's analysis is not the node's: the node's form of each plain catalogue word. */
  forms?: ReadonlyMap<string, string>;
  /** The terms' document frequencies on the node, where the import kept them: a word within reach of several terms is then asked as those terms (`blended-terms.ts`). */
  stats?: TermStatistics;
}

const prefixOf = (chars: readonly string[]) => chars.slice(0, CLUSTER_FUZZY_PREFIX_LENGTH).join('');

export function fuzzyVocabulary(language: AnalysisLanguage, terms: Iterable<string>, forms?: ReadonlyMap<string, string>, stats?: TermStatistics): FuzzyVocabulary {
  const byPrefix = new Map<string, string[][]>();
  for (const term of new Set(terms)) {
    const chars = [...term];
    const key = prefixOf(chars);
    const list = byPrefix.get(key) ?? [];
    list.push(chars);
    byPrefix.set(key, list);
  }
  return { language, byPrefix, ...(forms ? { forms } : {}), ...(stats ? { stats } : {}) };
}

/**
 * Lucene's fuzzy distance (Damerau's restricted form: a swap of two neighbours is one edit) between
 * two code point lists, or `max + 1` once it is known to exceed `max`.
 */
export function boundedTranspositionDistance(a: readonly string[], b: readonly string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, beforePrevious[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length];
}

/** The boost Lucene's fuzzy terms enumeration gives an index term `edits` away from the query term (worked out in floats, as there). */
export function fuzzyTermBoost(edits: number, termLength: number, queryLength: number): number {
  return edits === 0 ? 1 : Math.fround(1 - Math.fround(edits / Math.min(termLength, queryLength)));
}

/** The adapter's own whole-word form of a word (`Analyzer`: folded, then stemmed), as the import compares it with the node's. */
function adapterFormOf(language: AnalysisLanguage, word: string): string {
  const analyzer = analyzerFor(language);
  return analyzer.stem(analyzer.fold(word));
}

/** The index terms within `FUZZINESS` of `term` (its first characters kept), with Lucene's boosts. */
export function termsWithinReach(term: string, vocabulary: FuzzyVocabulary): { term: string; boost: number }[] {
  const chars = [...term];
  const rest = chars.slice(CLUSTER_FUZZY_PREFIX_LENGTH);
  const found: { term: string; boost: number }[] = [];
  for (const candidate of vocabulary.byPrefix.get(prefixOf(chars)) ?? []) {
    const edits = boundedTranspositionDistance(rest, candidate.slice(CLUSTER_FUZZY_PREFIX_LENGTH), FUZZINESS);
    if (edits <= FUZZINESS) found.push({ term: candidate.join(''), boost: fuzzyTermBoost(edits, candidate.length, chars.length) });
  }
  return found;
}

/**
 * The node form of a query word (plain letters and digits only), where the adapter knows it; a number
 * is its own form (no folding or stemming touches digits, on either engine).
 */
export function nodeFormOf(word: string, vocabulary: FuzzyVocabulary): string | undefined {
  if (!PLAIN_WORD.test(word)) return undefined;
  if (/^\d+$/.test(word)) return word;
  if (vocabulary.forms) return vocabulary.forms.get(word);
  return FOLD_MAY_DIFFER.test(asciiFold(word)) ? undefined : adapterFormOf(vocabulary.language, word);
}

/**
 * What the node's fuzzy match of `word` on `field` (analysed by `WHOLE_INDEX_ANALYZER`) comes to, as a
 * clause without an automaton: the one term within reach with Lucene's boost, the terms within reach
 * with their blended scores (where the import kept their frequencies, `blended-terms.ts`), or a clause
 * matching nothing; undefined when the word must stay fuzzy (not a plain word, a word whose node form
 * is not known, or two or more terms within reach and no frequencies). A word whose terms within reach are all as short as its
 * edits (Lucene's boost 0 or less) matches nothing, as on the embedded engine, which skips such a term
 * (`scoreWord`): the node would count it as a matched word (`zzyzx 42` found Forza 450).
 */
export function respeltWithoutAutomaton(word: string, field: string, vocabulary: FuzzyVocabulary): Clause | undefined {
  const form = nodeFormOf(word, vocabulary);
  if (form === undefined) return undefined;
  const found = termsWithinReach(form, vocabulary);
  if (found.every(({ boost }) => boost <= 0)) return { match_none: {} };
  if (found.length > 1) return vocabulary.stats ? blendedTermsClause(found, field, vocabulary.stats) : undefined;
  const [{ term, boost }] = found;
  return { term: { [field]: { value: term, boost } } };
}

/** The import's side of the cluster, as far as the vocabulary needs it. */
export interface AnalyzingClient {
  analyze(index: string, analyzer: string, texts: string[]): Promise<string[]>;
  /** The field's document count and these terms' document frequencies on the index (0 for a term it lacks). */
  termStatistics(index: string, field: string, terms: string[]): Promise<{ docCount: number; docFreqs: Record<string, number> }>;
}

/** What the import keeps: the terms, the node's word forms where the adapter's analysis differs, the terms' statistics. */
export interface KeptVocabulary {
  terms: string[];
  forms?: Record<string, string>;
  stats: { doc_count: number; doc_freqs: Record<string, number> };
}

/** Texts per `_analyze` request. */
const ANALYZE_BATCH = 2_000;

async function analyzed(client: AnalyzingClient, index: string, analyzer: string, texts: readonly string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let at = 0; at < texts.length; at += ANALYZE_BATCH) tokens.push(...(await client.analyze(index, analyzer, texts.slice(at, at + ANALYZE_BATCH))));
  return tokens;
}

/**
 * The fuzzy text field's vocabulary of these documents, analysed by the node of the index they were
 * just written to: its text fields (not the sku) split at white space, which the node's tokenizer
 * never joins across, each piece once, with each term's document frequency there (the index is
 * written once, so they hold for its life). Beside it, when the adapter's own analysis of the plain
 * words among them (`tokenize`) differs from the node's whole-word analyzer, the node's form of each
 * (one token per plain word, in order); undefined when the node's answer cannot be matched to the words.
 */
export async function fuzzyTermsOf(client: AnalyzingClient, index: string, language: AnalysisLanguage, docs: readonly Record<string, unknown>[]): Promise<KeptVocabulary | undefined> {
  const pieces = new Set<string>();
  for (const doc of docs) for (const value of textFieldValues(doc)) for (const piece of value.split(/\s+/)) if (piece) pieces.add(piece);
  if (pieces.size === 0) return undefined;
  const plain = [...new Set([...pieces].flatMap((piece) => tokenize(piece)))].filter((word) => PLAIN_WORD.test(word));
  const theirs = await analyzed(client, index, WHOLE_INDEX_ANALYZER, plain);
  if (theirs.length !== plain.length) return undefined;
  const terms = [...new Set(await analyzed(client, index, INDEX_ANALYZER, [...pieces]))].sort();
  const { docCount, docFreqs } = await client.termStatistics(index, FUZZY_TEXT_FIELD, terms);
  const stats = { doc_count: docCount, doc_freqs: docFreqs };
  const alike = plain.every((word, i) => adapterFormOf(language, word) === theirs[i]);
  return alike ? { terms, stats } : { terms, forms: Object.fromEntries(plain.map((word, i) => [word, theirs[i]])), stats };
}
