/**
 * The search answer's `suggestions` (issue 19): type-ahead completions from the hits (prefix +
 * one edit, compound tails too, at most 10) and a did-you-mean for a search that found nothing.
 */
import { EmbeddedCatalogIndex, documentsOfDump } from '@/lib/catalog/search';
import { answerCatalogRequest, catalogRequestSchema } from '@/lib/catalog/search/catalog-request';
import { closestWord, completionsOf, didYouMean } from '@/lib/catalog/search/suggestions';
import type { CatalogDump } from '@/lib/catalog/documents';
import { generateCatalogDump } from '@/lib/demo-catalog';

const hits = [
  { name: 'Vapora Bravo 850 Kaffeevollautomat', category: [{ name: 'Kaffeemaschinen' }] },
  { name: 'Mahlwerk Opera Kaffeemühle', category: [{ name: 'Kaffeemühlen' }] },
];

describe('completions', () => {
  it('finishes the last typed word from the hits (lower case), keeping the words before it', () => {
    expect(completionsOf('kaffeevoll', hits, 'de')).toEqual(['kaffeevollautomat']);
    expect(completionsOf('vapora kaffeem', hits, 'de')).toEqual(['vapora kaffeemaschinen', 'vapora kaffeemühle', 'vapora kaffeemühlen', 'vapora kaffeevollautomat']);
  });

  it('reads transliterations, one typo and compound tails', () => {
    expect(completionsOf('kaffeemueh', hits, 'de')).toEqual(['kaffeemühle', 'kaffeemühlen']);
    expect(completionsOf('kafeevoll', hits, 'de')).toEqual(['kaffeevollautomat']);
    expect(completionsOf('vollauto', hits, 'de')).toEqual(['vollautomat']);
  });

  it('offers at most ten and nothing for an empty text', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `Kaffee${'x'.repeat(i + 1)}` }));
    expect(completionsOf('kaff', many, 'de')).toHaveLength(10);
    expect(completionsOf('  ', hits, 'de')).toEqual([]);
  });
});

describe('did you mean', () => {
  it('keeps the words that find something, as the hit spells them', async () => {
    const search = async (word: string) => (word === 'kafee' ? { name: 'Bergkaffee Kaffee Santos' } : null);
    expect(await didYouMean('kafee blorp', 'de', search)).toBe('kaffee');
    expect(await didYouMean('blorp zork', 'de', search)).toBeNull();
    expect(await didYouMean('kafee', 'de', search)).toBeNull();
  });

  it('offers the closest catalogue word that finds something for a word that finds nothing', async () => {
    const vocabulary = async () => ['Kaffeemaschinen', 'Kaffeemühlen', 'Tee'];
    const search = async (word: string) => (['kaffeemaschinen', 'kafee'].includes(word) ? { name: 'Kaffee Santos' } : null);
    // One word, three edits from "Kaffeemaschinen" (folded): the vocabulary's closest word.
    expect(await didYouMean('kafeemashine', 'de', search, vocabulary)).toBe('kaffeemaschinen');
    // Too far from every word, or a vocabulary word that finds nothing: no suggestion.
    expect(await didYouMean('blorpx', 'de', search, vocabulary)).toBeNull();
    expect(await didYouMean('tea', 'de', search, vocabulary)).toBeNull();
    // Several words: each that finds something as the hit spells it, the others from the vocabulary.
    expect(await didYouMean('kafee kafeemashine', 'de', search, vocabulary)).toBe('kaffee kaffeemaschinen');
  });

  it('measures the distance after folding, allowing more edits in longer words', () => {
    expect(closestWord('muehlen', ['Mühlen', 'Bohnen'], 'de')).toBeNull(); // the same word folded: nothing to suggest
    expect(closestWord('muehlem', ['Mühlen', 'Bohnen'], 'de')).toBe('mühlen');
    expect(closestWord('tea', ['Tee'], 'de')).toBe('tee');
    expect(closestWord('kafeemashine', ['Kaffeemaschinen'], 'de')).toBe('kaffeemaschinen');
    expect(closestWord('kafemashin', ['Kaffeemaschinen'], 'de')).toBeNull();
  });

  it('answers in the API answer on the demo catalogue', async () => {
    const engine = new EmbeddedCatalogIndex(null);
    await engine.replace('catalog_de_de', documentsOfDump(generateCatalogDump({ products: 300, seed: 42 }, 'catalog_de_de') as unknown as CatalogDump));
    const answer = (text: string) =>
      answerCatalogRequest('catalog_de_de', catalogRequestSchema.parse({ type: 'product', searchQuery: { text }, size: 10 }), engine);
    const typing = await answer('kaffeevoll');
    expect(typing.total).toBeGreaterThan(0);
    expect(typing.suggestions).toEqual({ completions: expect.arrayContaining(['kaffeevollautomat']), didYouMean: null });
    const nothing = await answer('vollautomat blorpx zzyzxq');
    expect(nothing.total).toBe(0);
    expect(nothing.suggestions).toMatchObject({ didYouMean: 'vollautomat' });
    // One word beyond the fuzziness: the closest category word (folded) that finds products.
    const typo = await answer('filtrkafeemashinen');
    expect(typo.total).toBe(0);
    expect(typo.suggestions).toMatchObject({ didYouMean: expect.stringMatching(/^filterkaffeemaschinen$/) });
    const found = await answer(String((typo.suggestions as { didYouMean: string }).didYouMean));
    expect(found.total).toBeGreaterThan(0);
    await engine.close();
  });
});
