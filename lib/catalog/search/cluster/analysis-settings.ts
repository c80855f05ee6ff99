/**
 * The search cluster's mirror of `Analyzer` (issue 19; Elasticsearch and OpenSearch share these analysis modules): index settings with one analyzer for indexing
 * and one for searching, built from the same language data, so both engines fold, split, stem and
 * expand synonyms alike:
 * - `catalog_index`: standard tokenizer → lowercase → (German) `german_normalization` →
 *   `asciifolding` → (German, Dutch) `dictionary_decompounder` over the catalogue's compound parts
 *   (`Analyzer.compoundWordList`, the parts the embedded decompounder found) → light stemmer →
 *   `unique` on the same position.
 * - `catalog_search`: the same with the language file's synonyms (`synonym_graph`) after folding.
 * `hyphenation_decompounder` would need a hyphenation grammar file on every node; the word list
 * travels in the index settings instead.
 * The `plain` analysis builds the same four analyzers from the server's own filters only
 * (`PLAIN_ANALYSIS_FILTERS`), for a node without the analysis modules.
 */
import { MIN_COMPOUND_PART_LENGTH, type ClusterAnalysis } from '@/lib/config/search';
import { COMPOUNDING_LANGUAGES } from '../analysis/analyzer';
import { languageData } from '../analysis/language-data';
import type { AnalysisLanguage } from '../analysis/languages';
import { PLAIN_ANALYSIS_FILTERS } from './engine-differences';

export const INDEX_ANALYZER = 'catalog_index';
export const SEARCH_ANALYZER = 'catalog_search';
/** The same without the decompounder: a word matches only a whole word (the embedded engine's "whole" tier). */
export const WHOLE_INDEX_ANALYZER = 'catalog_whole_index';
export const WHOLE_SEARCH_ANALYZER = 'catalog_whole_search';

/** The cluster stemmer of each language's light stemmer (`stem.ts`). */
export const CLUSTER_STEMMERS: Record<AnalysisLanguage, string> = {
  de: 'light_german',
  nl: 'dutch',
  en: 'minimal_english',
  it: 'light_italian',
};

/** The four analyzers alike, with no language in them: lower-cased words as the standard tokenizer splits them. */
function plainAnalysis(): Record<string, unknown> {
  const analyzer = { type: 'custom', tokenizer: 'standard', filter: [...PLAIN_ANALYSIS_FILTERS] };
  return {
    analyzer: Object.fromEntries([INDEX_ANALYZER, SEARCH_ANALYZER, WHOLE_INDEX_ANALYZER, WHOLE_SEARCH_ANALYZER].map((name) => [name, analyzer])),
  };
}

/** `settings.analysis` of a catalogue index in this language, with its decompounder word list (unused by `plain`). */
export function clusterAnalysis(language: AnalysisLanguage, compoundWords: readonly string[], analysis: ClusterAnalysis = 'language'): Record<string, unknown> {
  if (analysis === 'plain') return plainAnalysis();
  const decompounds = COMPOUNDING_LANGUAGES.has(language) && compoundWords.length > 0;
  const filter: Record<string, Record<string, unknown>> = {
    catalog_stemmer: { type: 'stemmer', language: CLUSTER_STEMMERS[language] },
    catalog_synonyms: {
      type: 'synonym_graph',
      synonyms: languageData(language).synonyms.map((group) => group.join(', ')),
    },
    catalog_unique: { type: 'unique', only_on_same_position: true },
  };
  if (decompounds) {
    filter.catalog_decompounder = {
      type: 'dictionary_decompounder',
      word_list: [...compoundWords],
      min_subword_size: MIN_COMPOUND_PART_LENGTH,
      // The decompounder skips a word list entry longer than this (15 by default), and the list
      // holds the compounds' tails (`koffiezetapparaat` of `filterkoffiezetapparaat`), as the
      // embedded engine indexes them: a shopper's tail must find its compound on both engines.
      max_subword_size: Math.max(...compoundWords.map((word) => word.length)),
      only_longest_match: false,
    };
  }
  const fold = ['lowercase', ...(language === 'de' ? ['german_normalization'] : []), 'asciifolding'];
  const split = decompounds ? ['catalog_decompounder'] : [];
  return {
    filter,
    analyzer: {
      [INDEX_ANALYZER]: { type: 'custom', tokenizer: 'standard', filter: [...fold, ...split, 'catalog_stemmer', 'catalog_unique'] },
      [SEARCH_ANALYZER]: {
        type: 'custom',
        tokenizer: 'standard',
        filter: [...fold, 'catalog_synonyms', ...split, 'catalog_stemmer', 'catalog_unique'],
      },
      [WHOLE_INDEX_ANALYZER]: { type: 'custom', tokenizer: 'standard', filter: [...fold, 'catalog_stemmer', 'catalog_unique'] },
      [WHOLE_SEARCH_ANALYZER]: { type: 'custom', tokenizer: 'standard', filter: [...fold, 'catalog_synonyms', 'catalog_stemmer', 'catalog_unique'] },
    },
  };
}
