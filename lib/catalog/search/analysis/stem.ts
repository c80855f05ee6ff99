/**
 * Light stemmers, the same at index and query time, for plurals and common inflections only (an
 * aggressive stemmer would join words a shopper keeps apart). They work on folded words (see
 * `fold.ts`) and give a search key, not always a real word:
 * - German: Lucene's GermanLightStemmer (ES `light_german`): Bohne/Bohnen → bohn, Mühle/Mühlen → muhl.
 * - Dutch: plural `-s`, then `-en` (or an `-e` after a consonant) off, then a doubled vowel
 *   undoubled, so the open and closed syllable meet: automaat/automaten → automat, boon/bonen → bon, molen/molens → mol.
 * - English: plural `-s`/`-es`/`-ies` (ES `minimal_english`).
 * - Italian: the final vowel off (ES `light_italian`): tazza/tazze → tazz.
 */
import type { AnalysisLanguage } from './languages';

const GERMAN_S_ENDING = /[bdfghklmnrt]s$/;
const GERMAN_ST_ENDING = /[bdfghklmnt]st$/;

export function germanLightStem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ern')) w = w.slice(0, -3);
  else if (w.length > 4 && /(em|en|er|es)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  else if (w.length > 3 && GERMAN_S_ENDING.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('est')) w = w.slice(0, -3);
  else if (w.length > 4 && /(er|en)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 4 && GERMAN_ST_ENDING.test(w)) w = w.slice(0, -2);
  return w;
}

const VOWEL = /[aeiouy]/;

export function dutchLightStem(word: string): string {
  let w = word;
  // Plural -s / -'s first (molens → molen), then -en (molen → mol, bonen → bon).
  if (w.length > 4 && w.endsWith("'s")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('s') && !/[sj]/.test(w[w.length - 2])) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('en') && !VOWEL.test(w[w.length - 3])) {
    w = w.slice(0, -2);
    // A consonant doubled before the ending (kannen → kan).
    if (w[w.length - 1] === w[w.length - 2] && !VOWEL.test(w[w.length - 1])) w = w.slice(0, -1);
  } else if (w.length > 4 && w.endsWith('e') && !VOWEL.test(w[w.length - 2])) {
    // The inflected adjective and the -e noun ending (groene → groen, machine → machin; not koffie, thee).
    w = w.slice(0, -1);
  }
  // A doubled vowel before the last consonant undoubled: the closed syllable meets the open one.
  const last = w.length - 1;
  if (w.length > 3 && !VOWEL.test(w[last]) && /(aa|ee|oo|uu)$/.test(w.slice(0, last))) w = w.slice(0, last - 1) + w[last];
  return w;
}

export function englishMinimalStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies') && !/[ae]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('es') && /(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function italianLightStem(word: string): string {
  return word.length > 4 && /[aeio]$/.test(word) ? word.slice(0, -1) : word;
}

const STEMMERS: Record<AnalysisLanguage, (word: string) => string> = {
  de: germanLightStem,
  nl: dutchLightStem,
  en: englishMinimalStem,
  it: italianLightStem,
};

/** Digits and mixed tokens (`850`, `v60`) stay as they are. */
export function stemWord(word: string, language: AnalysisLanguage): string {
  return /\d/.test(word) ? word : STEMMERS[language](word);
}

/** The plural and inflection endings a loose stem cuts off, longest first, per language. */
const LOOSE_ENDINGS: Record<AnalysisLanguage, readonly string[]> = {
  de: ['ern', 'en', 'er', 'es', 'e', 'n', 's'],
  nl: ['ens', 'en', 'es', 'e', 's'],
  en: ['es', 's'],
  it: ['i', 'e', 'a', 'o'],
};
/** A loose stem keeps at least this many letters. */
const LOOSE_STEM_MIN_LENGTH = 4;

/**
 * The word's stem with an ending cut off whatever the stemmer's guards say, for a typo that hides
 * the ending from the light stemmer (`handmloens`: the misplaced `o` stops `-en` coming off, so its
 * stem is three edits from `handmol`; loosely it is `handmlo`, one transposition away). Only the
 * fuzzy fallback of a word that matched nothing uses it.
 */
export function looseStem(word: string, language: AnalysisLanguage): string {
  if (/\d/.test(word)) return word;
  let w = word;
  if (language === 'nl' && w.endsWith('s') && w.length > LOOSE_STEM_MIN_LENGTH + 1) w = w.slice(0, -1);
  const ending = LOOSE_ENDINGS[language].find((e) => w.endsWith(e) && w.length - e.length >= LOOSE_STEM_MIN_LENGTH);
  return stemWord(ending ? w.slice(0, -ending.length) : w, language);
}
