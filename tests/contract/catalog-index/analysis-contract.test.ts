/**
 * Both engines analyse text alike (issue 19): the Elasticsearch adapter creates each store's
 * indices with the analyzers of the store language (normalisation, decompounder over the same
 * compound parts the embedded engine splits off, light stemmer, synonyms from the same data file),
 * checked on the requests it sends (@elastic/elasticsearch-mock; no server needed).
 */
import { Client } from '@elastic/elasticsearch';
import Mock from '@elastic/elasticsearch-mock';
import { documentsOfDump, ElasticsearchCatalogIndex, EmbeddedCatalogIndex, parseCatalogQuery, type IndexDocuments } from '@/lib/catalog/search';
import { toSearchRequest } from '@/lib/catalog/search/cluster/translate';
import { FUZZINESS } from '@/lib/config/search';
import { analyzerFor, foldWord, languageData, type AnalysisLanguage } from '@/lib/catalog/search/analysis';
import { compoundsOf } from '@/lib/catalog/search/cluster/cluster-index';
import { searchFieldOf } from '@/lib/catalog/search/cluster/mappings';
import type { CatalogDump } from '@/lib/catalog/documents';
import { generateCatalogDump } from '@/lib/demo-catalog';

interface CreatedIndex {
  settings: { analysis: { filter: Record<string, Record<string, unknown>>; analyzer: Record<string, { filter: string[] }> } };
  mappings: { properties: Record<string, { fields?: Record<string, Record<string, unknown>> }> };
}

async function createdProductIndex(index: string, documents: IndexDocuments): Promise<CreatedIndex> {
  const mock = new Mock();
  const bodies = new Map<string, CreatedIndex>();
  mock.add({ method: 'PUT', path: '/:index' }, (params) => {
    bodies.set(String(params.path).slice(1), params.body as CreatedIndex);
    return { acknowledged: true };
  });
  mock.add({ method: 'POST', path: '/_bulk' }, () => ({ errors: false, items: [] }));
  mock.add({ method: ['GET', 'POST'], path: '/:index/_refresh' }, () => ({ _shards: {} }));
  mock.add({ method: 'GET', path: '/_alias/:name' }, () => ({}));
  mock.add({ method: 'POST', path: '/_aliases' }, () => ({ acknowledged: true }));
  const engine = new ElasticsearchCatalogIndex(new Client({ node: 'http://localhost:9200', Connection: mock.getConnection() }));
  await engine.replace(index, documents);
  const [name, body] = [...bodies].find(([key]) => key.startsWith(`${index}_product_`))!;
  expect(name).toMatch(/_product_\d+$/);
  return body;
}

const demo = (index: string) => documentsOfDump(generateCatalogDump({ products: 300, seed: 42 }, index) as unknown as CatalogDump);

describe.each([
  ['catalog_de_de', 'de', 'light_german', ['kaffee', 'vollautomat', 'automat', 'muhle', 'maschinen']],
  ['catalog_de_at', 'de', 'light_german', ['kaffee', 'vollautomat', 'muhle']],
  ['catalog_nl_nl', 'nl', 'dutch', ['koffie', 'molen', 'automaat', 'machines']],
] as const)('Elasticsearch analysis of %s', (index, language: AnalysisLanguage, stemmer, parts) => {
  let body: CreatedIndex;
  beforeAll(async () => {
    body = await createdProductIndex(index, demo(index));
  });

  it('analyses the text fields with the store language on both sides', () => {
    expect(body.mappings.properties.name.fields?.text).toEqual({
      type: 'text',
      // No length norms: a long name weighs its words as a short one does, as in the embedded engine.
      norms: false,
      analyzer: 'catalog_index',
      search_analyzer: 'catalog_search',
      // Prefix matching (the last typed word, `bool_prefix`) looks its prefixes up as terms.
      index_prefixes: { min_chars: 3, max_chars: 19 },
    });
    expect(searchFieldOf('name')).toBe('name.text');
    const { analyzer, filter } = body.settings.analysis;
    const normalisation = language === 'de' ? ['lowercase', 'german_normalization', 'asciifolding'] : ['lowercase', 'asciifolding'];
    expect(analyzer.catalog_index.filter).toEqual([...normalisation, 'catalog_decompounder', 'catalog_stemmer', 'catalog_unique']);
    expect(analyzer.catalog_search.filter).toEqual([...normalisation, 'catalog_synonyms', 'catalog_decompounder', 'catalog_stemmer', 'catalog_unique']);
    expect(filter.catalog_stemmer).toEqual({ type: 'stemmer', language: stemmer });
  });

  it('splits compounds into the parts the embedded engine splits off', () => {
    const decompounder = body.settings.analysis.filter.catalog_decompounder;
    expect(decompounder).toMatchObject({ type: 'dictionary_decompounder', min_subword_size: 3 });
    const wordList = decompounder.word_list as string[];
    expect(wordList).toEqual(expect.arrayContaining([...parts]));
    // The embedded engine's parts of every catalogue word are the word list, folded alike.
    const products = demo(index).product ?? [];
    expect(wordList).toEqual(compoundsOf(language, products).parts);
    const embedded = analyzerFor(language);
    for (const part of wordList) expect(embedded.fold(part)).toBe(part);
  });

  it('expands the language file\'s synonyms at search time', () => {
    expect(body.settings.analysis.filter.catalog_synonyms).toEqual({
      type: 'synonym_graph',
      synonyms: languageData(language).synonyms.map((group) => group.join(', ')),
    });
  });
});

it('does not decompound English or Italian, and folds accents there too', async () => {
  const body = await createdProductIndex('catalog_it', { product: [{ id: 1, sku: 'A', name: 'Macinacaffè elettrico' }] });
  expect(body.settings.analysis.filter.catalog_decompounder).toBeUndefined();
  expect(body.settings.analysis.analyzer.catalog_index.filter).toEqual(['lowercase', 'asciifolding', 'catalog_stemmer', 'catalog_unique']);
  expect(body.settings.analysis.filter.catalog_stemmer).toEqual({ type: 'stemmer', language: 'light_italian' });
  expect(foldWord('Macinacaffè', 'it')).toBe('macinacaffe');
});

it('respells a word the catalogue holds on both engines: fuzzy neighbours are hits, after every exact match', async () => {
  // Elasticsearch: the fuzzy multi_match carries the spec's fuzziness for every word, known or not.
  const request = toSearchRequest(parseCatalogQuery({ type: 'product', text: 'molen' }));
  const fuzzy = JSON.stringify(request.query).match(/"fuzziness":(\d+)/g);
  expect(new Set(fuzzy)).toEqual(new Set([`"fuzziness":${FUZZINESS}`]));
  // Embedded: `molen` is held ("Molens"), and `bonen` (two edits away) is still found, last.
  const engine = new EmbeddedCatalogIndex(null);
  const products = [{ id: 1, sku: 'A', name: 'Hele bonen' }, ...[2, 3, 4].map((id) => ({ id, sku: `M${id}`, name: `Koffiemolen ${id}` }))];
  await engine.replace('catalog_nl_nl', { product: products });
  const names = (await engine.search('catalog_nl_nl', parseCatalogQuery({ type: 'product', text: 'molen' }))).hits.map((hit) => hit.source.name);
  expect(names).toHaveLength(4);
  expect(names[3]).toBe('Hele bonen');
});
