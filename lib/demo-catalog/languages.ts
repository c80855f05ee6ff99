/**
 * The languages the demo catalogue writes: one per store locale (de-DE and de-AT share German).
 */
import type { Locale } from '@/lib/config/stores';

export const LANGUAGES = ['de', 'en', 'nl', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in every catalogue language. */
export type Localized = Readonly<Record<Language, string>>;

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** A name that reads the same in every language (brands, sizes). */
export function sameInEveryLanguage(text: string): Localized {
  return { de: text, en: text, nl: text, it: text };
}

