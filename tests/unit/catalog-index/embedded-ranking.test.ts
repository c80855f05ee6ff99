/**
 * The embedded engine's ranking rules (issue 19): documents matching all query words before
 * partial matches; an exact word before a compound part before a fuzzy match, whatever the field
 * boosts and the rarity of the words say.
 */
import { EmbeddedCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';

const product = (id: number, name: string, category = 'Overig') => ({ id, sku: `P-${id}`, name, category: [{ name: category }] });

async function namesFor(index: string, products: object[], text: string): Promise<string[]> {
  const engine = new EmbeddedCatalogIndex(null);
  await engine.replace(index, { product: products as Record<string, unknown>[] });
  const result = await engine.search(index, parseCatalogQuery({ type: 'product', text, size: 50 }));
  return result.hits.map((hit) => String(hit.source.name));
}

it('never lets a fuzzy match outrank an exact one (molen must not prefer bonen)', async () => {
  // "Hele bonen" is rare (high idf) and in the name (boost 4); "molen" only in the category (boost 1).
  const products = [product(1, 'Hele bonen'), product(2, 'Barista Tools Mini', 'Molens'), ...Array.from({ length: 20 }, (_, i) => product(10 + i, `Kopje ${i}`, 'Molens'))];
  const found = await namesFor('catalog_nl_nl', products, 'molen');
  expect(found[0]).toBe('Barista Tools Mini');
  // A word the index holds is respelt too, as Elasticsearch's fuzziness does (ADR 0039): its
  // fuzzy neighbour is found, after every exact match.
  expect(found).toContain('Hele bonen');
  expect(found.indexOf('Hele bonen')).toBe(found.length - 1);
  // A typo the index does not hold finds both; the exact-tier rule orders them by the matching word.
  const typo = await namesFor('catalog_nl_nl', products, 'moleen');
  expect(typo).toContain('Barista Tools Mini');
});

it('ranks a whole word before the same word found only inside a compound', async () => {
  const products = [product(1, 'Kaffeevollautomat Bravo', 'Maschinen'), product(2, 'Santos', 'Kaffee')];
  expect(await namesFor('catalog_de_de', products, 'kaffee')).toEqual(['Santos', 'Kaffeevollautomat Bravo']);
});

it('ranks documents with every query word before those with some', async () => {
  // Four words need three; the partial ones score higher per word (rarer, boosted name) but come later.
  const products = [
    product(1, 'Espresso Kenia Gold Forte'),
    product(2, 'Kenia Gold Forte Zeldzaam Zeldzaam'),
    ...Array.from({ length: 30 }, (_, i) => product(10 + i, `Espresso Kenia Gold Forte ${i}`, 'Espresso')),
  ];
  const found = await namesFor('catalog_nl_nl', products, 'espresso kenia gold forte');
  expect(found.indexOf('Kenia Gold Forte Zeldzaam Zeldzaam')).toBe(found.length - 1);
});

it('finds a compound by its tail and by its parts, and parts typed as one word', async () => {
  const products = [product(1, 'Vapora Volautomaat'), product(2, 'Koffiemolen Mira'), product(3, 'Espresso Koffie', 'Hele bonen'), product(4, 'Koffie Classico')];
  expect(await namesFor('catalog_nl_nl', products, 'automaat')).toEqual(['Vapora Volautomaat']);
  expect((await namesFor('catalog_nl_nl', products, 'molens'))[0]).toBe('Koffiemolen Mira');
  expect((await namesFor('catalog_nl_nl', products, 'koffiebonen')).slice(0, 1)).toEqual(['Espresso Koffie']);
});

it('answers synonyms from the language file as exact matches', async () => {
  const products = [product(1, 'Brevetti Siebträger'), product(2, 'Portofino Tasse')];
  expect(await namesFor('catalog_de_de', products, 'portafilter')).toEqual(['Brevetti Siebträger']);
});

it('matches the last typed word as the start of a word or compound part (as the shopper types)', async () => {
  const products = [product(1, 'Vapora Kaffeevollautomat'), product(2, 'Kaffeemühle Mira'), product(3, 'Santos', 'Kaffee')];
  expect(await namesFor('catalog_de_de', products, 'kaffeevoll')).toEqual(['Vapora Kaffeevollautomat']);
  // A part's start (`vollauto` of "…vollautomat") and a start after a finished word.
  expect(await namesFor('catalog_de_de', products, 'vollauto')).toEqual(['Vapora Kaffeevollautomat']);
  expect((await namesFor('catalog_de_de', products, 'vapora kaffeev'))[0]).toBe('Vapora Kaffeevollautomat');
  // Only the last word: an earlier half word is not a prefix.
  expect(await namesFor('catalog_de_de', products, 'kaffeevoll vapora')).not.toContain('Kaffeemühle Mira');
});

it('ranks a prefix match below an exact one and above a fuzzy one', async () => {
  // `grinde`, held by no document: "Grinders" (category, boost 1) starts with it; "Grande" (name,
  // boost 4, rarer) is one edit away. The prefix match comes first whatever the boosts say.
  const products = [
    product(1, 'Grande Cup'),
    product(2, 'Barista', 'Grinders'),
    ...Array.from({ length: 20 }, (_, i) => product(10 + i, `Cup ${i}`, 'Grinders')),
  ];
  const typing = await namesFor('catalog_default', products, 'grinde');
  expect(typing.indexOf('Barista')).toBeGreaterThanOrEqual(0);
  expect(typing.indexOf('Barista')).toBeLessThan(typing.indexOf('Grande Cup'));
  expect(typing[typing.length - 1]).toBe('Grande Cup');
  // The whole word before a longer word it starts.
  const exact = await namesFor('catalog_default', [product(1, 'Grinderman Deluxe'), product(2, 'Cup', 'Grinder')], 'grinder');
  expect(exact).toEqual(['Cup', 'Grinderman Deluxe']);
});

it('matches compound parts exactly only, never fuzzily (a typo reaches whole words)', async () => {
  // `automt` is one edit from the part `automat` of "Kaffeevollautomat", and from the whole word "Automat".
  const products = [product(1, 'Vapora Kaffeevollautomat'), product(2, 'Automat Classic')];
  expect(await namesFor('catalog_de_de', products, 'automt')).toEqual(['Automat Classic']);
  expect(await namesFor('catalog_de_de', products, 'automat')).toEqual(['Automat Classic', 'Vapora Kaffeevollautomat']);
});

it('falls back to the word without its ending when a typo hides the ending from the stemmer', async () => {
  // `handmloens`: the stem keeps `-en` (a vowel before it), three edits from `handmol`; loosely `handmlo`, one.
  const products = [product(1, 'Handmolen Classic'), product(2, 'Hele bonen')];
  expect(await namesFor('catalog_nl_nl', products, 'handmloens')).toEqual(['Handmolen Classic']);
});
