/**
 * The cluster's count of matched words (ADR 0066): a hit that holds every word of the text, one of
 * them respelt, ranks above hits holding some words exactly, as on the embedded engine; the
 * decompounder indexes the catalogue's long compound tails.
 */
import { parseCatalogQuery } from '@/lib/catalog/search';
import { clusterAnalysis } from '@/lib/catalog/search/cluster/analysis-settings';
import { everyWordClause, firstLettersSwapped } from '@/lib/catalog/search/cluster/every-word-tier';
import { FUZZY_TEXT_FIELD } from '@/lib/catalog/search/cluster/mappings';
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
