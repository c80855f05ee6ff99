/**
 * What makes the cluster rank the judged queries as the embedded engine does (ADR 0066): a hit that
 * holds every word of the text, one of them respelt, ranks above hits holding some words exactly; a
 * misspelt word is respelt whole; the decompounder indexes the catalogue's long compound tails; an
 * inflected word with synonyms is written as its synonym rule's word.
 */
import { parseCatalogQuery } from '@/lib/catalog/search';
import { clusterAnalysis } from '@/lib/catalog/search/cluster/analysis-settings';
import { everyWordClause, firstLettersSwapped } from '@/lib/catalog/search/cluster/every-word-tier';
import { FUZZY_TEXT_FIELD, indexBody } from '@/lib/catalog/search/cluster/mappings';
import { rankingText } from '@/lib/catalog/search/cluster/query-words';
import { toSearchRequest } from '@/lib/catalog/search/cluster/translate';

type Should = { function_score?: { functions: { weight: number }[]; query: unknown } }[];
const shouldOf = (text: string) =>
  (toSearchRequest(parseCatalogQuery({ type: 'product', text }), text, { skuShape: null, fuzzyText: true }).query as { bool: { should: Should } }).bool.should;

describe('the every-word tier', () => {
  it('ranks a text of two or more words by every word matched, above the exact tiers', () => {
    const [first, ...rest] = shouldOf('Coffee machnies');
    expect(first.function_score?.functions).toEqual([{ weight: 1600 }]);
    expect(first.function_score?.query).toEqual(everyWordClause('Coffee machnies', [FUZZY_TEXT_FIELD], expect.any(Array), false));
    expect(rest.map((clause) => JSON.stringify(clause)).join()).not.toContain('1600');
  });

  it('is left out for one word, which every hit holds', () => {
    expect(JSON.stringify(shouldOf('Kaffeemsachinen'))).not.toContain('function_score');
    expect(everyWordClause('machnies', [FUZZY_TEXT_FIELD], [], false)).toBeUndefined();
  });

  it('matches each word exactly, respelt, with its first two letters swapped, or (the last) as a prefix', () => {
    const clause = JSON.stringify(everyWordClause('Espresso-iMschungen', [FUZZY_TEXT_FIELD], ['name.text^4'], false));
    expect(clause).toContain('"query":"mischungen"');
    expect(clause).toContain('"type":"bool_prefix"');
    expect(clause.match(/"fuzziness"/g)).toHaveLength(2);
    expect(clause).not.toContain('sku.search');
    expect(JSON.stringify(everyWordClause('sku 4x', [FUZZY_TEXT_FIELD], [], true))).toContain('sku.search');
  });

  it.each([
    ['imschungen', 'mischungen'],
    ['espresso', 'sepresso'],
    ['kaffee', 'akffee'],
  ])('swaps the first two letters of %s', (word, swapped) => {
    expect(firstLettersSwapped(word)).toBe(swapped);
  });

  it.each(['ssl', '250', 'a'])('swaps nothing in %s', (word) => {
    expect(firstLettersSwapped(word)).toBeUndefined();
  });
});

describe('the decompounder', () => {
  it('holds word list entries as long as the longest (the default skips those over 15 letters)', () => {
    const analysis = clusterAnalysis('nl', ['koffie', 'koffiezetapparaat', 'zetapparaat']) as { filter: Record<string, { max_subword_size?: number }> };
    expect(analysis.filter.catalog_decompounder.max_subword_size).toBe('koffiezetapparaat'.length);
  });
});

describe('the fuzzy text field', () => {
  it('is searched whole: a misspelt compound is not split into the dictionary words inside it', () => {
    const properties = (indexBody('de', { compoundWords: ['kaffee'] }).mappings as { properties: Record<string, { search_analyzer?: string }> }).properties;
    expect(properties[FUZZY_TEXT_FIELD].search_analyzer).toBe('catalog_whole_search');
  });
});

describe('a word with synonyms on the cluster', () => {
  const words = { parts: new Set(['kaffee', 'bohne', 'maschine']), held: new Set<string>() };
  it('is written as the synonym rule word of its stem, which the cluster expands', () => {
    expect(rankingText('Kaffeebohnen', 'de', words)).toBe('kaffeebohne');
    expect(rankingText('bohnen', 'de', words)).toBe('bohne');
  });
  it('stays as typed when it is the rule word', () => {
    expect(rankingText('kaffeebohne', 'de', words)).toBe('kaffeebohne');
  });
});
