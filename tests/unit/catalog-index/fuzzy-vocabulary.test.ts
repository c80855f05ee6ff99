/**
 * Respelling in the adapter (ADR 0070): a word with at most one index term within FUZZINESS is sent
 * as that term with Lucene's fuzzy boost (or as nothing), not as a fuzzy automaton; where the engines
 * analyse the catalogue's plain words otherwise, the import keeps the node's form of each. That the cluster
 * answers the same either way is checked on a node (tests/contract/catalog-index/respelling.test.ts).
 */
import { toSearchRequest } from '@/lib/catalog/search/cluster/translate';
import { dictionaryOfMapping } from '@/lib/catalog/search/cluster/query-words';
import {
  boundedTranspositionDistance,
  FUZZY_TERMS_META,
  fuzzyTermBoost,
  fuzzyTermsOf,
  fuzzyVocabulary,
  respeltWithoutAutomaton,
  termsWithinReach,
  type AnalyzingClient,
} from '@/lib/catalog/search/cluster/fuzzy-vocabulary';
import { FUZZY_TEXT_FIELD } from '@/lib/catalog/search/cluster/mappings';
import { parseCatalogQuery } from '@/lib/catalog/search';
import { analyzerFor } from '@/lib/catalog/search/analysis';

const chars = (word: string) => [...word];
const vocabulary = fuzzyVocabulary('de', ['espresso', 'kaffeevollautomat', 'mini', 'mira', 'bohn', '500', '50', 'grand']);

describe('the fuzzy distance', () => {
  it('counts a swap of two neighbours as one edit, as Lucene does', () => {
    expect(boundedTranspositionDistance(chars('pesresso'), chars('espresso'), 2)).toBe(2);
    expect(boundedTranspositionDistance(chars('sepresso'), chars('espresso'), 2)).toBe(1);
    expect(boundedTranspositionDistance(chars('espresso'), chars('espresso'), 2)).toBe(0);
  });

  it('stops beyond the bound', () => {
    expect(boundedTranspositionDistance(chars('abcdef'), chars('uvwxyz'), 2)).toBe(3);
    expect(boundedTranspositionDistance(chars('a'), chars('abcd'), 2)).toBe(3);
  });

  it("gives Lucene's boost: one less the edits over the shorter length", () => {
    // As the node's rewrite reports it: kfafeevollautomt → (catalog_fuzzy_text:kaffeevollautomat)^0.875
    expect(fuzzyTermBoost(2, 17, 16)).toBe(0.875);
    expect(fuzzyTermBoost(0, 3, 3)).toBe(1);
  });
});

describe('the terms within reach of a word', () => {
  it('finds the one real word a typo is near, its first character kept', () => {
    expect(termsWithinReach('kfafeevollautomt', vocabulary)).toEqual([{ term: 'kaffeevollautomat', boost: 0.875 }]);
    expect(termsWithinReach('spresso', vocabulary)).toEqual([]);
  });

  it('finds every term within reach, with its boost', () => {
    expect(termsWithinReach('mira', vocabulary)).toEqual([{ term: 'mini', boost: 0.5 }, { term: 'mira', boost: 1 }]);
    expect(termsWithinReach('500', vocabulary)).toEqual([{ term: '500', boost: 1 }, { term: '50', boost: 0.5 }]);
  });
});

describe('a word respelt without an automaton', () => {
  it('is the one term with its boost, or nothing', () => {
    expect(respeltWithoutAutomaton('espresso', FUZZY_TEXT_FIELD, vocabulary)).toEqual({ term: { [FUZZY_TEXT_FIELD]: { value: 'espresso', boost: 1 } } });
    // Analysed as the node's whole-word analyzer does: folded and stemmed (bohne → bohn).
    expect(respeltWithoutAutomaton('bohne', FUZZY_TEXT_FIELD, vocabulary)).toEqual({ term: { [FUZZY_TEXT_FIELD]: { value: 'bohn', boost: 1 } } });
    expect(respeltWithoutAutomaton('zucker', FUZZY_TEXT_FIELD, vocabulary)).toEqual({ match_none: {} });
  });

  it("takes the node's word form where the import kept them, and stays fuzzy for a word it lacks", () => {
    const withForms = fuzzyVocabulary('nl', ['santos', 'espresso'], new Map([['santos', 'santos']]));
    expect(respeltWithoutAutomaton('santos', FUZZY_TEXT_FIELD, withForms)).toEqual({ term: { [FUZZY_TEXT_FIELD]: { value: 'santos', boost: 1 } } });
    expect(respeltWithoutAutomaton('espresso', FUZZY_TEXT_FIELD, withForms)).toBeUndefined();
  });

  it("stays fuzzy where the adapter's German fold may part from the node's: an e after a, o or u", () => {
    // The node reads grüenr as gruenr (2 edits from grun), the adapter as grunr (1 edit): another term, another boost.
    const german = fuzzyVocabulary('de', ['grun', 'tee']);
    expect(respeltWithoutAutomaton('grüenr', FUZZY_TEXT_FIELD, german)).toBeUndefined();
    expect(respeltWithoutAutomaton('gruenr', FUZZY_TEXT_FIELD, german)).toBeUndefined();
    expect(respeltWithoutAutomaton('tee', FUZZY_TEXT_FIELD, german)).toEqual({ term: { [FUZZY_TEXT_FIELD]: { value: 'tee', boost: 1 } } });
  });

  it('stays fuzzy with two terms within reach, or a character the engines may fold apart', () => {
    expect(respeltWithoutAutomaton('mira', FUZZY_TEXT_FIELD, vocabulary)).toBeUndefined();
    expect(respeltWithoutAutomaton('œuvre', FUZZY_TEXT_FIELD, vocabulary)).toBeUndefined();
  });

  it('matches nothing when every term within reach is as short as the edits (boost 0 or less), as on the embedded engine', () => {
    const short = fuzzyVocabulary('de', ['100', '450', '4']);
    expect(respeltWithoutAutomaton('1', FUZZY_TEXT_FIELD, short)).toEqual({ match_none: {} });
    // zzyzx 42: 42 reaches 450 and 4 only with a boost of 0 (the node counted it a matched word).
    expect(respeltWithoutAutomaton('42', FUZZY_TEXT_FIELD, short)).toEqual({ match_none: {} });
  });
});

describe('the search body with the vocabulary', () => {
  const query = parseCatalogQuery({ type: 'product', text: 'Espresso Kfafeevollautomt Mira' });
  const fuzzyOf = (body: unknown) => JSON.stringify(body).match(/"fuzziness"/g)?.length ?? 0;

  it('asks a fuzzy match only for the words with two or more terms within reach', () => {
    const without = toSearchRequest(query, undefined, { fuzzyText: true, skuShape: null });
    const withVocabulary = toSearchRequest(query, undefined, { fuzzyText: true, skuShape: null, fuzzyTerms: vocabulary });
    expect(fuzzyOf(without)).toBe(3);
    expect(fuzzyOf(withVocabulary)).toBe(1);
    expect(JSON.stringify(withVocabulary)).toContain(JSON.stringify({ term: { [FUZZY_TEXT_FIELD]: { value: 'kaffeevollautomat', boost: 0.875 } } }));
  });

  it('is read from the mapping with the index language', () => {
    const mapping = { i: { mappings: { _meta: { [FUZZY_TERMS_META]: ['espresso'] }, properties: { [FUZZY_TEXT_FIELD]: {} } } } };
    expect(dictionaryOfMapping(mapping, 'de').fuzzyTerms?.byPrefix.get('e')).toEqual([chars('espresso')]);
    expect(dictionaryOfMapping(mapping).fuzzyTerms).toBeUndefined();
  });
});

describe("the import's vocabulary", () => {
  const docs = [{ name: 'Espresso Bohnen – 500 g', sku: 'SKU-1', category: { name: 'Kaffee' } }];
  const analyzer = analyzerFor('de');
  /** A node analysing as the adapter does (`whole`), or differently; the index analyzer adds a part. */
  const client = (whole: (word: string) => string): AnalyzingClient & { asked: string[] } => {
    const asked: string[] = [];
    return {
      asked,
      analyze: async (_index, name, texts) => {
        asked.push(name);
        const words = texts.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
        return name === 'catalog_whole_index' ? words.map(whole) : [...words.map((word) => analyzer.stem(analyzer.fold(word))), 'part'];
      },
      termStatistics: async (_index, _field, terms) => ({ docCount: 10, docFreqs: Object.fromEntries(terms.map((term, i) => [term, i])) }),
    };
  };

  it("is the node's index-analyzer terms of the text fields (not the sku), sorted", async () => {
    const node = client((word) => analyzer.stem(analyzer.fold(word)));
    expect(await fuzzyTermsOf(node, 'i', 'de', docs)).toEqual({
      terms: ['500', 'bohn', 'espresso', 'g', 'kaffe', 'part'],
      stats: { doc_count: 10, doc_freqs: { '500': 0, bohn: 1, espresso: 2, g: 3, kaffe: 4, part: 5 } },
    });
    expect(node.asked).toEqual(['catalog_whole_index', 'catalog_index']);
  });

  it("keeps the node's form of each plain word where the node analyses one otherwise than the adapter", async () => {
    const kept = await fuzzyTermsOf(client((word) => `${word}!`), 'i', 'de', docs);
    expect(kept?.forms).toEqual({ espresso: 'espresso!', bohnen: 'bohnen!', '500': '500!', g: 'g!', kaffee: 'kaffee!' });
  });
});
