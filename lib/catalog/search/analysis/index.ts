/** Language-aware text analysis for the catalogue engines (issue 19). */
export { Analyzer, analyzerFor, tokenize, type IndexedWord } from './analyzer';
export { compoundForms, compoundParts } from './decompound';
export { asciiFold, foldWord, germanNormalize } from './fold';
export { languageData } from './language-data';
export { analysisLanguageOfIndex, analysisLanguageOfLocale, ANALYSIS_LANGUAGES, type AnalysisLanguage } from './languages';
export { stemWord } from './stem';
