/**
 * The embedded engine's text scoring takes shortcuts (rarest words first, common words only
 * scoring documents already found, fuzzy candidates by length window): none may change the answer.
 */
import { EmbeddedCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';

const INDEX = 'catalog_text';
const products = [
  { id: 1, sku: 'RARE-1', name: 'Espresso Kaffee Bohnen' },
  ...Array.from({ length: 40 }, (_, i) => ({ id: 10 + i, sku: `COMMON-${i}`, name: `Kaffee Bohnen Sorte${i}` })),
  ...Array.from({ length: 40 }, (_, i) => ({ id: 100 + i, sku: `TEA-${i}`, name: `Tee Bohnen Kanne${i}` })),
  { id: 200, sku: 'TEE-GRÜN-1', name: 'Grüntee Sencha Ōsaka' },
];

async function skusFor(text: string): Promise<string[]> {
  const engine = new EmbeddedCatalogIndex(null);
  await engine.replace(INDEX, { product: products });
  const result = await engine.search(INDEX, parseCatalogQuery({ type: 'product', text, size: 200 }));
  return result.hits.map((hit) => String(hit.source.sku));
}

it('finds documents matching only the common words when they reach 75 % of the words', async () => {
  // Three words need two: the 40 "Kaffee Bohnen" products match the two common words only.
  const found = await skusFor('Espresso Kaffee Bohnen');
  expect(found[0]).toBe('RARE-1');
  expect(found).toHaveLength(41);
  expect(found).not.toContain('TEA-0');
});

it('ranks the same whether the words come rare or common first', async () => {
  expect(await skusFor('Bohnen Kaffee Espresso')).toEqual(await skusFor('Espresso Kaffee Bohnen'));
});

it('keeps a fuzzy word within two edits in reach whatever its length', async () => {
  expect(await skusFor('Espreso')).toEqual(['RARE-1']);
  expect(await skusFor('Kafe Bohen')).toEqual(expect.arrayContaining(['RARE-1', 'COMMON-0', 'COMMON-39']));
  expect(await skusFor('rare-l')).toEqual(['RARE-1']);
});

it('matches terms with letters outside ASCII within two edits, in words and in skus', async () => {
  expect(await skusFor('Gruntee')).toEqual(['TEE-GRÜN-1']);
  expect(await skusFor('osaka sencha')).toEqual(['TEE-GRÜN-1']);
  expect(await skusFor('tee-grun-1')).toEqual(['TEE-GRÜN-1']);
  expect(await skusFor('Grüntea')).toEqual(['TEE-GRÜN-1']);
});

it('finds short words by length alone when they have too few bigrams to filter by', async () => {
  expect(await skusFor('Te')).toEqual(expect.arrayContaining(['TEA-0', 'TEA-39']));
  expect(await skusFor('Te')).not.toContain('RARE-1');
});

it('looks a common word up per candidate once the rare words have found few documents', async () => {
  // Three words need two: the rare words find two documents, then "Bohnen" (81 documents, more
  // than 16 per candidate) is looked up for those two only. The sencha tea has one word: dropped.
  expect(await skusFor('Espresso Sencha Bohnen')).toEqual(['RARE-1']);
  expect(await skusFor('Sencha Osaka Bohnen')).toEqual(['TEE-GRÜN-1']);
});

it('drops a candidate as soon as the words left cannot bring it to 75 %', async () => {
  // Four words need three: the tea reaches two of them at most; "Kaffee Bohnen" products have two.
  expect(await skusFor('Espresso Sencha Kaffee Bohnen')).toEqual(['RARE-1']);
  // The same words in another order give the same answer.
  expect(await skusFor('Bohnen Kaffee Sencha Espresso')).toEqual(['RARE-1']);
});

it('leaves out documents whose score stays under the minimum (a word in every category only)', async () => {
  const engine = new EmbeddedCatalogIndex(null);
  const everywhere = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, sku: `C-${i}`, name: `Sorte${i}`, category: [{ name: 'Kaffee' }] }));
  await engine.replace(INDEX, { product: everywhere });
  const search = (text: string) => engine.search(INDEX, parseCatalogQuery({ type: 'product', text, size: 1 }));
  // idf of a word in all 200 documents × the category boost 1 is below 0.02.
  expect((await search('kaffee')).total).toBe(0);
  // The same word beside a rare name word passes on that word's score.
  expect((await search('kaffee sorte7')).hits.map((hit) => hit.source.sku)).toEqual(['C-7']);
});
