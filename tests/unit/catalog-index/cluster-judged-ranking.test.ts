/**
 * What makes the cluster rank the judged queries as the embedded engine does (ADR 0066): a hit that
 * holds every word of the text, one of them respelt, ranks above hits holding some words exactly; a
 * misspelt word is respelt whole; the decompounder indexes the catalogue's long compound tails; an
 * inflected word with synonyms is written as its synonym rule's word.
 */
import { parseCatalogQuery } from '@/lib/catalog/search';
import { clusterAnalysis } from '@/lib/catalog/search/cluster/analysis-settings';
import { eachWordClauses, firstLettersSwapped, skuNearClause } from '@/lib/catalog/search/cluster/every-word-tier';
import { boostedTextFields, FUZZY_TEXT_FIELD, indexBody } from '@/lib/catalog/search/cluster/mappings';
import { rankingText } from '@/lib/catalog/search/cluster/query-words';
import { toSearchRequest } from '@/lib/catalog/search/cluster/translate';

const requestOf = (text: string) => toSearchRequest(parseCatalogQuery({ type: 'product', text }), text, { skuShape: null, fuzzyText: true });
const shouldOf = (text: string) => JSON.stringify((requestOf(text).query as { bool: { should: unknown[] } }).bool.should);
const mustOf = (text: string) => JSON.stringify((requestOf(text).query as { bool: { must: unknown[] } }).bool.must);

describe('the every-word tier', () => {
  it('counts each word of a text of two or more in the match itself, a word a step above the exact tiers', () => {
    const must = mustOf('Coffee machnies');
    expect(must).toContain(JSON.stringify({ query: eachWordClauses('Coffee machnies', [FUZZY_TEXT_FIELD], boostedTextFields())![0], functions: [{ weight: 1600 }], boost_mode: 'sum' }));
    expect(must.match(/"weight":1600/g)).toHaveLength(2);
    expect(shouldOf('Coffee machnies')).not.toContain('1600');
  });

  it('asks one fuzzy match per word, which both finds the hits and counts the words (ADR 0066, Cost)', () => {
    expect(JSON.stringify(requestOf('Coffee machnies').query).match(/"fuzziness"/g)).toHaveLength(2);
    expect(JSON.stringify(requestOf('Filter coffee machnies').query).match(/"fuzziness"/g)).toHaveLength(3);
  });

  it('is left out for one word, which every hit holds', () => {
    expect(mustOf('Kaffeemsachinen')).not.toContain('1600');
    expect(eachWordClauses('machnies', [FUZZY_TEXT_FIELD], [])).toBeUndefined();
  });

  it('matches each word exactly, respelt, with its first two letters swapped, or (the last) as a prefix', () => {
    const clause = JSON.stringify(eachWordClauses('Espresso-iMschungen', [FUZZY_TEXT_FIELD], ['name.text^4']));
    expect(clause).toContain('"query":"mischungen"');
    expect(clause).toContain('"type":"bool_prefix"');
    expect(clause.match(/"fuzziness"/g)).toHaveLength(2);
    expect(clause).not.toContain('sku.search');
    expect(JSON.stringify(skuNearClause('sku 4x'))).toContain('sku.search');
    expect(mustOf('sku 4x')).not.toContain('"match":{"sku.search"'); // the index holds no sku (skuShape null)
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
