/**
 * The query as the ranking tiers read it: each compound word the catalogue's dictionary can split
 * wholly into known parts is written as those parts (`koffiebonen` → koffie bonen), as the embedded
 * engine splits a query word (`Analyzer.splitQueryWord`); a word with an unknown piece, such as a
 * misspelt compound, stays whole, and so does a word with synonyms. The dictionary is the decompounder word list and the compounds
 * the catalogue holds whole, which the import wrote into the index mapping (`compoundsOf`), so
 * both engines split over the same parts.
 */
import { analyzerFor, tokenize } from '../analysis/analyzer';
import { languageData } from '../analysis/language-data';
import type { AnalysisLanguage } from '../analysis/languages';
import { COMPOUND_PARTS_META, FUZZY_TEXT_FIELD, HELD_COMPOUNDS_META, SKU_SHAPE_META, STORED_TILE_META, type SkuShape } from './mappings';
import { FUZZY_FORMS_META, FUZZY_TERMS_META, fuzzyVocabulary, type FuzzyVocabulary } from './fuzzy-vocabulary';
import { FUZZY_TERM_STATS_META, termStatisticsOf } from './blended-terms';

export interface QueryDictionary {
  /** The compound parts (the decompounder's word list). */
  parts: ReadonlySet<string>;
  /** The compounds the catalogue holds whole: read whole, as the embedded engine reads an indexed word. */
  held: ReadonlySet<string>;
  /** The index's skus' shape; `undefined` for an index imported before it was kept (any sku may be near). */
  skuShape?: SkuShape;
  /** Whether the index holds the one fuzzy text field (`FUZZY_TEXT_FIELD`); one imported before it was added does not. */
  fuzzyText?: boolean;
  /** That field's terms, where the import kept them (`fuzzy-vocabulary.ts`): words are then respelt without an automaton. */
  fuzzyTerms?: FuzzyVocabulary;
  /** Whether each document keeps its tile as a stored field (`STORED_TILE_META`); an index imported before does not. */
  storedTile?: boolean;
}

/** The dictionary's stems, worked out once per dictionary (it lives for a catalogue generation), not per search. */
const stemCache = new WeakMap<QueryDictionary, { stems: Set<string>; heldStems: Set<string> }>();
function stemsOf(analyzer: ReturnType<typeof analyzerFor>, dictionary: QueryDictionary) {
  let cached = stemCache.get(dictionary);
  if (!cached) {
    cached = {
      stems: new Set([...dictionary.parts].map((word) => analyzer.stem(word))),
      heldStems: new Set([...dictionary.held].map((word) => analyzer.stem(word))),
    };
    stemCache.set(dictionary, cached);
  }
  return cached;
}

/** Per language, each synonym rule word's stem and the rule word (folded), worked out once. */
const ruleWords = new Map<AnalysisLanguage, Map<string, string>>();
function ruleWordsOf(analyzer: ReturnType<typeof analyzerFor>): Map<string, string> {
  let words = ruleWords.get(analyzer.language);
  if (!words) {
    words = new Map();
    for (const word of languageData(analyzer.language).synonyms.flat()) {
      const folded = analyzer.fold(word);
      const stem = analyzer.stem(folded);
      if (!words.has(stem)) words.set(stem, folded);
    }
    ruleWords.set(analyzer.language, words);
  }
  return words;
}

export function rankingText(text: string, language: AnalysisLanguage, words: QueryDictionary): string {
  const { parts: dictionary } = words;
  const analyzer = analyzerFor(language);
  if (!analyzer.decompounds || dictionary.size === 0) return text;
  const { stems, heldStems } = stemsOf(analyzer, words);
  const isIndexed = (term: string) => dictionary.has(term) || stems.has(term);
  return tokenize(text)
    .map((token) => {
      const folded = analyzer.fold(token);
      // A word the dictionary holds, or one with synonyms (`espressomaschine`), is read whole.
      const stem = analyzer.stem(folded);
      if (dictionary.has(folded) || heldStems.has(stem)) return token;
      // The embedded engine finds a word's synonyms by its stem, the cluster's synonym filter (before
      // the stemmer) by the rule's own form: an inflected word (`kaffeebohnen`) is written as the
      // rule word of its stem (kaffeebohne), so both expand it (ADR 0066).
      if (analyzer.synonymsOf(stem).length > 0) {
        const rule = ruleWordsOf(analyzer).get(stem);
        return rule === undefined || rule === folded ? token : rule;
      }
      const parts = analyzer.splitQueryWord(folded, isIndexed);
      return parts.length > 1 ? parts.join(' ') : token;
    })
    .join(' ');
}

/**
 * The dictionary an import wrote into the index mapping's `_meta` (as `indices.getMapping` answers it),
 * with its skus' shape and, given the index's language, its fuzzy text field's vocabulary.
 */
export function dictionaryOfMapping(mapping: Record<string, unknown> | undefined, language?: AnalysisLanguage): QueryDictionary {
  const [first] = Object.values(mapping ?? {}) as { mappings?: { _meta?: Record<string, unknown>; properties?: Record<string, unknown> } }[];
  const list = (key: string) => {
    const words = first?.mappings?._meta?.[key];
    return new Set(Array.isArray(words) ? words.map(String) : []);
  };
  const skus = first?.mappings?._meta?.[SKU_SHAPE_META] as { min?: unknown; max?: unknown; characters?: unknown } | undefined;
  const skuShape =
    skus === undefined ? undefined : typeof skus.characters === 'string' ? { min: Number(skus.min), max: Number(skus.max), characters: skus.characters } : null;
  const fuzzyText = first?.mappings?.properties?.[FUZZY_TEXT_FIELD] !== undefined;
  const terms = first?.mappings?._meta?.[FUZZY_TERMS_META];
  const forms = first?.mappings?._meta?.[FUZZY_FORMS_META] as Record<string, unknown> | undefined;
  const formMap = forms && typeof forms === 'object' ? new Map(Object.entries(forms).map(([word, form]) => [word, String(form)])) : undefined;
  const stats = termStatisticsOf(first?.mappings?._meta?.[FUZZY_TERM_STATS_META]);
  const fuzzyTerms = fuzzyText && language && Array.isArray(terms) ? fuzzyVocabulary(language, terms.map(String), formMap, stats) : undefined;
  const storedTile = first?.mappings?._meta?.[STORED_TILE_META] === true;
  return { parts: list(COMPOUND_PARTS_META), held: list(HELD_COMPOUNDS_META), skuShape, fuzzyText, ...(fuzzyTerms ? { fuzzyTerms } : {}), ...(storedTile ? { storedTile } : {}) };
}
