/**
 * The text analysis of one language, pure and the same at index and query time:
 * tokens (runs of letters and digits) → lower case → folded (`fold.ts`) → compound forms over a
 * dictionary (`decompound.ts`, German and Dutch) → light stem (`stem.ts`); synonyms at query time.
 * The Elasticsearch adapter builds the equivalent analyzers from the same data (`../cluster/analysis-settings.ts`).
 */
import { compoundForms, compoundParts, type IsWord } from './decompound';
import { foldWord } from './fold';
import { languageData } from './language-data';
import type { AnalysisLanguage } from './languages';
import { looseStem, stemWord } from './stem';

/** Lower-cased runs of letters and digits, like Elasticsearch's standard tokenizer. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((token) => token.length > 0);
}

/** Languages whose words are compounded; the others are not decompounded. */
export const COMPOUNDING_LANGUAGES: ReadonlySet<AnalysisLanguage> = new Set(['de', 'nl']);

export interface IndexedWord {
  /** The stemmed word. */
  term: string;
  /** Stemmed parts and tail compounds, found only as part of the word. */
  parts: string[];
}

export class Analyzer {
  private readonly synonymGroups = new Map<string, string[]>();
  private readonly compoundPartSet: ReadonlySet<string>;
  readonly decompounds: boolean;

  constructor(readonly language: AnalysisLanguage) {
    const data = languageData(language);
    this.decompounds = COMPOUNDING_LANGUAGES.has(language);
    this.compoundPartSet = new Set(data.compoundParts.map((part) => foldWord(part, language)));
    for (const group of data.synonyms) {
      const terms = [...new Set(group.map((word) => this.stem(foldWord(word, language))))];
      for (const term of terms) {
        const others = this.synonymGroups.get(term) ?? [];
        this.synonymGroups.set(term, [...new Set([...others, ...terms.filter((other) => other !== term)])]);
      }
    }
  }

  fold(word: string): string {
    return foldWord(word, this.language);
  }

  stem(folded: string): string {
    return stemWord(folded, this.language);
  }

  /** The stem with an inflection ending cut off regardless (`stem.ts` `looseStem`): a fuzzy fallback's key. */
  looseStem(folded: string): string {
    return looseStem(folded, this.language);
  }

  /** The folded words of a text, before stemming (the decompounder's vocabulary is of these). */
  foldedWords(text: string): string[] {
    return tokenize(text).map((token) => this.fold(token));
  }

  /** The data file's compound parts (folded), added to the catalogue's words as the decompounder's dictionary. */
  get compoundPartWords(): ReadonlySet<string> {
    return this.compoundPartSet;
  }

  /** How a folded word of the catalogue is indexed, given the dictionary of folded words. */
  indexWord(folded: string, dictionary: IsWord): IndexedWord {
    const term = this.stem(folded);
    if (!this.decompounds || /\d/.test(folded)) return { term, parts: [] };
    const parts = [...new Set(compoundForms(folded, dictionary).map((part) => this.stem(part)))].filter((part) => part !== term);
    return { term, parts };
  }

  /**
   * A query word split into the stemmed parts the index knows (`koffiebonen` → koffie, bon), when
   * the word itself is not indexed; [] when it cannot be split that way.
   */
  splitQueryWord(folded: string, isIndexed: (term: string) => boolean): string[] {
    if (!this.decompounds) return [];
    const known: IsWord = (piece) => isIndexed(this.stem(piece)) || isIndexed(piece);
    const parts = compoundParts(folded, known);
    if (parts.length === 0 || !parts.every(known)) return [];
    return [...new Set(parts.map((part) => (isIndexed(this.stem(part)) ? this.stem(part) : part)))];
  }

  /**
   * The folded compound parts the decompounder finds in these catalogue words (over the same
   * dictionary the embedded index uses): the Elasticsearch `dictionary_decompounder` word list,
   * so both engines split the catalogue's compounds into the same parts. Sorted, each once.
   */
  compoundWordList(foldedWords: Iterable<string>): string[] {
    if (!this.decompounds) return [];
    const words = new Set(foldedWords);
    const dictionary = new Set([...words, ...this.compoundPartSet]);
    const isWord = (piece: string) => dictionary.has(piece);
    const parts = new Set<string>();
    for (const word of words) if (!/\d/.test(word)) for (const part of compoundForms(word, isWord)) parts.add(part);
    return [...parts].sort();
  }

  /** The stemmed synonyms of a stemmed query word. */
  synonymsOf(term: string): readonly string[] {
    return this.synonymGroups.get(term) ?? [];
  }
}

const analyzers = new Map<AnalysisLanguage, Analyzer>();

export function analyzerFor(language: AnalysisLanguage): Analyzer {
  let analyzer = analyzers.get(language);
  if (!analyzer) {
    analyzer = new Analyzer(language);
    analyzers.set(language, analyzer);
  }
  return analyzer;
}
