/**
 * The `suggestions` of a product text search's answer (issue 19), for both engines alike since
 * they are read off what the engine answered:
 * - `completions`: up to 10 ways to finish what the shopper is typing: words of the hits' names
 *   (and of their compounds' tails) that start with the last typed word, exactly or within one
 *   edit after folding, in lower case (`kaffeevoll` → "kaffeevollautomat", `muehl` → "mühle");
 * - `didYouMean`: when nothing was found, the typed words that do find products on their own,
 *   each replaced by the hit's word it matched (`kaffee blorp` → "kaffee"), a word that finds
 *   nothing by the closest catalogue word that does (`kafeemashine` → "kaffeemaschinen"), or null.
 */
import { SEARCH_SUGGESTION_LIMIT, SUGGESTION_PREFIX_FUZZINESS } from '@/lib/config/search';
import { tokenize } from './analysis/analyzer';
import { foldWord } from './analysis/fold';
import type { AnalysisLanguage } from './analysis/languages';
import { boundedEditDistance } from './embedded/edit-distance';
import type { CatalogDocument } from './query';

export interface SearchSuggestions {
  completions: string[];
  didYouMean: string | null;
}

/** The words a product (or category) is found by in a suggestion: its name's and its categories' names'. */
function wordsOf(doc: CatalogDocument): string[] {
  const categories = Array.isArray(doc.category) ? (doc.category as { name?: unknown }[]) : [];
  const texts = [doc.name, ...categories.map((c) => c.name)].filter((t): t is string => typeof t === 'string');
  return texts.flatMap((text) => tokenize(text));
}

/** How `word` starts like `typed` (folded): 0 exactly, 1 within the prefix fuzziness, null not at all. */
function startMatch(word: string, typed: string): 0 | 1 | null {
  if (word.length < typed.length || word === typed) return null;
  if (word.startsWith(typed)) return 0;
  if (typed.length < 4) return null;
  // The typed start may be a letter shorter or longer than the word's start it means.
  for (let length = typed.length - SUGGESTION_PREFIX_FUZZINESS; length <= typed.length + SUGGESTION_PREFIX_FUZZINESS; length++) {
    if (boundedEditDistance(typed, word.slice(0, length), SUGGESTION_PREFIX_FUZZINESS) <= SUGGESTION_PREFIX_FUZZINESS) return 1;
  }
  return null;
}

/** Completions in hit order, those starting exactly as typed before the fuzzy ones. */
export function completionsOf(text: string, hits: readonly CatalogDocument[], language: AnalysisLanguage): string[] {
  const typed = tokenize(text);
  if (typed.length === 0) return [];
  const last = foldWord(typed[typed.length - 1], language);
  const head = typed.slice(0, -1).join(' ');
  const found = new Map<string, 0 | 1>();
  for (const doc of hits) {
    for (const word of wordsOf(doc)) {
      const folded = foldWord(word, language);
      // The word itself, or a tail of it (a compound's later part: "vollautomat" in "kaffeevollautomat").
      // An exact start anywhere wins over a fuzzy one.
      let best: { start: number; match: 0 | 1 } | null = null;
      for (let start = 0; start < folded.length - last.length && best?.match !== 0; start++) {
        if (start > 0 && start < 3) continue;
        const match = startMatch(folded.slice(start), last);
        if (match !== null && (best === null || match < best.match)) best = { start, match };
      }
      if (!best) continue;
      const completion = `${head} ${word.slice(best.start)}`.trim();
      found.set(completion, Math.min(best.match, found.get(completion) ?? 1) as 0 | 1);
    }
  }
  return [...found]
    .sort((a, b) => a[1] - b[1])
    .slice(0, SEARCH_SUGGESTION_LIMIT)
    .map(([completion]) => completion);
}

/** How far a vocabulary word may be from a typed word (after folding) to be suggested for it. */
function vocabularyDistance(length: number): number {
  return length >= 8 ? 3 : length >= 5 ? 2 : 1;
}

/** The vocabulary word closest to a typed one (folded), within `vocabularyDistance`, or null. */
export function closestWord(typed: string, vocabulary: readonly string[], language: AnalysisLanguage): string | null {
  const folded = foldWord(typed, language);
  const limit = vocabularyDistance(folded.length);
  let best: { word: string; distance: number } | null = null;
  for (const word of vocabulary) {
    const distance = boundedEditDistance(folded, foldWord(word, language), limit);
    if (distance <= limit && distance > 0 && (best === null || distance < best.distance)) best = { word, distance };
  }
  return best ? best.word.toLowerCase() : null;
}

/**
 * For a query that found nothing: `searchWord` answers each typed word's best hit (or null); the
 * words that find something, each as the hit's closest word, make the suggestion. A word that
 * finds nothing alone is replaced by the closest word of the catalogue's `vocabulary` (its
 * categories' and products' words) that does find something (`kafeemashine` → "kaffeemaschinen"),
 * else left out. Null when nothing is found or the suggestion is what was typed.
 */
export async function didYouMean(
  text: string,
  language: AnalysisLanguage,
  searchWord: (word: string) => Promise<CatalogDocument | null>,
  vocabulary: () => Promise<readonly string[]> = async () => [],
): Promise<string | null> {
  const typed = [...new Set(tokenize(text))];
  if (typed.length === 0) return null;
  const kept: string[] = [];
  for (const word of typed) {
    // A single word found nothing already (the query was that word).
    const hit = typed.length > 1 ? await searchWord(word) : null;
    if (!hit) {
      const closest = closestWord(word, await vocabulary(), language);
      if (closest && (await searchWord(closest))) kept.push(closest);
      continue;
    }
    const folded = foldWord(word, language);
    const closest = wordsOf(hit)
      .map((candidate) => ({ candidate, distance: boundedEditDistance(folded, foldWord(candidate, language), 3) }))
      .sort((a, b) => a.distance - b.distance)[0];
    kept.push(closest && closest.distance <= 2 ? closest.candidate.toLowerCase() : word);
  }
  const suggestion = kept.join(' ');
  return kept.length > 0 && suggestion !== typed.join(' ') ? suggestion : null;
}

/** The catalogue words a did-you-mean may offer: the names of the categories and of the hits, word by word, each once. */
export function vocabularyOf(documents: readonly CatalogDocument[]): string[] {
  const words = new Set<string>();
  for (const doc of documents) for (const word of wordsOf(doc)) if (word.length >= 3 && !/\d/.test(word)) words.add(word);
  return [...words];
}
