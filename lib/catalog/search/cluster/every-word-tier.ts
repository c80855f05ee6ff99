/**
 * The embedded engine ranks a hit first by how many query words it matched, exact or not (issue 19:
 * `MATCHED_WEIGHT` in `embedded/text-index.ts`), so `Coffee machnies` lists the coffee machines,
 * which hold both words (one respelt), above filter coffee, which holds one exactly. The cluster's
 * other tiers count exact words only; this one gives a hit that holds every word of a text of two
 * or more, each exactly, as a compound part, respelt (the fuzzy match's `FUZZINESS` and first
 * character kept), as the start of a term (the last word, as the shopper types) or with its first
 * two letters swapped. A sku matching the whole text counts as every word (as there).
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
 * The clause matching the hits that hold every word of `text`; undefined for one word (every hit
 * holds it). `wordFields` are where a word is respelt (the fuzzy text field, or each text field of
 * an index without it), `textFields` the analysed ones prefixes are looked up in, and `skuNear`
 * whether the text may be a respelt sku (translate.ts, `mayBeNearSku`).
 */
export function everyWordClause(text: string, wordFields: string[], textFields: string[], skuNear: boolean): Clause | undefined {
  const words = [...new Set(tokenize(text))];
  if (words.length < 2) return undefined;
  const exact = (word: string): Clause => ({ multi_match: { query: word, fields: wordFields, analyzer: WHOLE_SEARCH_ANALYZER } });
  // Respelt without synonyms: a word's synonyms are its exact matches, and each weighs once.
  const respelt = (word: string): Clause => ({
    multi_match: { query: word, fields: wordFields, analyzer: WHOLE_INDEX_ANALYZER, fuzziness: FUZZINESS, prefix_length: CLUSTER_FUZZY_PREFIX_LENGTH },
  });
  // Each word scores its best way of matching (`dis_max`), as the embedded engine's best expansion.
  const eachWord = words.map((word, i) => {
    const swapped = firstLettersSwapped(word);
    const ways = [
      exact(word),
      respelt(word),
      ...(swapped ? [exact(swapped)] : []),
      ...(i === words.length - 1 ? [{ multi_match: { query: word, fields: textFields, type: 'bool_prefix', analyzer: WHOLE_SEARCH_ANALYZER } }] : []),
    ];
    return { dis_max: { queries: ways } };
  });
  const sku = searchFieldOf(KEYWORD_TEXT_FIELD);
  const skuMatch = { match: { [sku]: { query: text, fuzziness: FUZZINESS, prefix_length: CLUSTER_FUZZY_PREFIX_LENGTH } } };
  return { bool: { should: [{ bool: { must: eachWord } }, ...(skuNear ? [skuMatch] : [])], minimum_should_match: 1 } };
}
