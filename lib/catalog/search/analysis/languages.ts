/**
 * Which language a catalogue index is analysed in: its store's locale (de-DE and de-AT share
 * German). An index no store names (tests, imported dumps) is analysed as English, the lightest.
 */
import { getStores } from '@/lib/config/stores';

export const ANALYSIS_LANGUAGES = ['de', 'nl', 'it', 'en'] as const;
export type AnalysisLanguage = (typeof ANALYSIS_LANGUAGES)[number];
export const FALLBACK_ANALYSIS_LANGUAGE: AnalysisLanguage = 'en';

export function analysisLanguageOfLocale(locale: string): AnalysisLanguage {
  const language = locale.slice(0, 2).toLowerCase();
  return (ANALYSIS_LANGUAGES as readonly string[]).includes(language) ? (language as AnalysisLanguage) : FALLBACK_ANALYSIS_LANGUAGE;
}

/** The language of the first store serving the index (`catalog_nl_nl` → nl). */
export function analysisLanguageOfIndex(index: string): AnalysisLanguage {
  const store = getStores().find((candidate) => candidate.catalogIndex === index);
  return store ? analysisLanguageOfLocale(store.i18n.defaultLocale) : FALLBACK_ANALYSIS_LANGUAGE;
}
