/**
 * The per-language data of the analysis, kept as JSON beside this module (`data/<language>.json`)
 * so a merchandiser edits it without code: `compoundParts` (words the decompounder may split off
 * besides the catalogue's own words) and `synonyms` (groups of single words a shopper uses for one
 * thing; each word of a group also finds the others).
 */
import { z } from 'zod';
import de from './data/de.json';
import en from './data/en.json';
import it from './data/it.json';
import nl from './data/nl.json';
import type { AnalysisLanguage } from './languages';

const singleWord = z.string().regex(/^[\p{L}\p{N}]+$/u, 'must be a single word');
export const languageDataSchema = z.object({
  compoundParts: z.array(singleWord),
  synonyms: z.array(z.array(singleWord).min(2)),
});
export type LanguageData = z.infer<typeof languageDataSchema>;

const RAW: Record<AnalysisLanguage, unknown> = { de, en, it, nl };
const parsed = new Map<AnalysisLanguage, LanguageData>();

/** The language's data, checked once (a bad edit names the file and entry at the first search). */
export function languageData(language: AnalysisLanguage): LanguageData {
  let data = parsed.get(language);
  if (!data) {
    const result = languageDataSchema.safeParse(RAW[language]);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(`lib/catalog/search/analysis/data/${language}.json: ${issue.path.join('.')}: ${issue.message}`);
    }
    data = result.data;
    parsed.set(language, data);
  }
  return data;
}
