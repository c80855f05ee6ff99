/**
 * The embedded engine ranks a hit first by how many query words it matched, exact or not (issue 19:
 * `MATCHED_WEIGHT` in `embedded/text-index.ts`), so `Coffee machnies` lists the coffee machines,
 * which hold both words (one respelt), above filter coffee, which holds one exactly. The cluster's
 * other tiers count exact words only; this one gives a hit that holds every word of a text of two
 * or more, each exactly, as a compound part, respelt (the fuzzy match's `FUZZINESS` and first
 * character kept), as the start of a term (the last word, as the shopper types) or with its first
 * two letters swapped. A sku matching the whole text counts as every word (as there). The same
 * per-word clauses are the text match (translate.ts, `wordByWordMatchClause`): each word's fuzzy
 * match is asked once, for finding the hits and for counting their words (ADR 0066, Cost).
 */
import { CLUSTER_FUZZY_PREFIX_LENGTH, FUZZINESS, KEYWORD_TEXT_FIELD } from '@/lib/config/search';
import { tokenize } from '../analysis/analyzer';
import { WHOLE_INDEX_ANALYZER, WHOLE_SEARCH_ANALYZER } from './analysis-settings';
import { searchFieldOf } from './mappings';

type Clause = Record<string, unknown>;

/**
 * The word with its first two letters swapped (`imschungen` → mischungen), or none: the fuzzy match
 * keeps the first character as typed (`CLUSTER_FUZZY_PREFIX_LENGTH`), so it cannot respell this
 * typo, which the embedded engine counts as one edit; looked up as a term, it costs no automaton.
 */
export function firstLettersSwapped(word: string): string | undefined {
  const [first, second] = [...word];
  if (second === undefined || first === second || /\d/.test(first + second)) return undefined;
  return second + first + [...word].slice(2).join('');
}

/**
 * Each word of `text` (two or more) as its best way of matching (`dis_max`), as the embedded
 * engine's best expansion: exactly (with its synonyms and compound parts), respelt within
 * `FUZZINESS` (without synonyms: a word's synonyms are its exact matches, and each weighs once),
 * with its first two letters swapped, or (the last word) as the start of a term. `wordFields` are
 * where a word is respelt (the fuzzy text field, or each text field of an index without it),
 * `textFields` the analysed ones prefixes are looked up in; `respell` gives a word's fuzzy match
 * without an automaton where the index's vocabulary allows (`fuzzy-vocabulary.ts`). Undefined for one
 * word (every hit holds it).
 */
export function eachWordClauses(text: string, wordFields: string[], textFields: string[], respell?: (word: string) => Clause | undefined): Clause[] | undefined {
  const words = [...new Set(tokenize(text))];
  if (words.length < 2) return undefined;
  const exact = (word: string): Clause => ({ multi_match: { query: word, fields: wordFields, analyzer: WHOLE_SEARCH_ANALYZER } });
  const respelt = (word: string): Clause =>
    respell?.(word) ?? {
      multi_match: { query: word, fields: wordFields, analyzer: WHOLE_INDEX_ANALYZER, fuzziness: FUZZINESS, prefix_length: CLUSTER_FUZZY_PREFIX_LENGTH },
    };
  return words.map((word, i) => {
    const swapped = firstLettersSwapped(word);
    const ways = [
      exact(word),
      respelt(word),
      ...(swapped ? [exact(swapped)] : []),
      ...(i === words.length - 1 ? [{ multi_match: { query: word, fields: textFields, type: 'bool_prefix', analyzer: WHOLE_SEARCH_ANALYZER } }] : []),
    ];
    return { dis_max: { queries: ways } };
  });
}

/** The whole text as a respelt sku: it counts as every word (as on the embedded engine). */
export function skuNearClause(text: string): Clause {
  return { match: { [searchFieldOf(KEYWORD_TEXT_FIELD)]: { query: text, fuzziness: FUZZINESS, prefix_length: CLUSTER_FUZZY_PREFIX_LENGTH } } };
}
