/**
 * Normalisation of one lower-cased word, the same at index and query time: accents folded to
 * ASCII (Elasticsearch `asciifolding`: é → e, ï → i, ç → c) and, for German, `german_normalization`
 * (ä/ae → a, ö/oe → o, ü/ue → u, ß → ss), so `muehle`, `mühle` and `muhle` are one word.
 */
import type { AnalysisLanguage } from './languages';

const SPECIAL_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/** Accents off (NFD, then the combining marks dropped), plus the letters NFD does not split. */
const ASCII = /^[\x00-\x7f]*$/;

export function asciiFold(word: string): string {
  if (ASCII.test(word)) return word;
  let out = '';
  for (const char of word.normalize('NFD')) {
    const code = char.charCodeAt(0);
    if (code >= 0x300 && code <= 0x36f) continue;
    out += SPECIAL_FOLDS[char] ?? char;
  }
  return out;
}

/**
 * Lucene's GermanNormalizationFilter after folding: `ae`, `oe`, `ue` read as the umlaut's vowel
 * (not `ue` after `q`: `quelle`), so the transliteration and the umlaut meet.
 */
export function germanNormalize(word: string): string {
  if (!/[aou]e/.test(word)) return word;
  return word.replace(/([^q]|^)ue/g, '$1u').replace(/ae/g, 'a').replace(/oe/g, 'o');
}

/** A lower-cased word in its searchable form for the language. */
export function foldWord(word: string, language: AnalysisLanguage): string {
  const folded = asciiFold(word.toLowerCase());
  return language === 'de' ? germanNormalize(folded) : folded;
}
