/**
 * The `plain` analysis (ELASTICSEARCH_ANALYSIS=plain) for an Elasticsearch node without the analysis
 * modules: the same fields and analyzer names as the language analysis, built from the server's own
 * filters only, no compound dictionary, queries sent as typed; and a node that refuses the language
 * analysis is answered with the setting that fixes it. Requests checked with @elastic/elasticsearch-mock.
 */
import { Client, errors } from '@elastic/elasticsearch';
import Mock from '@elastic/elasticsearch-mock';
import { ElasticsearchCatalogIndex, parseCatalogQuery } from '@/lib/catalog/search';
import { ANALYSIS_LANGUAGES } from '@/lib/catalog/search/analysis/languages';
import { clusterAnalysis } from '@/lib/catalog/search/cluster/analysis-settings';
import { PLAIN_ANALYSIS_FILTERS } from '@/lib/catalog/search/cluster/engine-differences';
import { indexBody, observedProperties } from '@/lib/catalog/search/cluster/mappings';
import { MISSING_ANALYSIS_MODULES } from '@/lib/catalog/search/elasticsearch/elasticsearch-client';
import { createConfiguredCatalogIndex } from '@/lib/catalog/search/engine-registry';
import { environmentProblems } from '@/lib/config/environment';

interface AnalysisSettings {
  filter?: Record<string, unknown>;
  tokenizer?: Record<string, unknown>;
  normalizer: Record<string, { filter: string[] }>;
  analyzer: Record<string, { tokenizer: string; filter: string[] }>;
}
interface TextFieldMapping {
  analyzer?: string;
  search_analyzer?: string;
  fields?: Record<string, TextFieldMapping>;
  properties?: Record<string, TextFieldMapping>;
}

/** Every analyzer name the mapping's fields refer to. */
function analyzersUsed(properties: Record<string, TextFieldMapping>): string[] {
  return Object.values(properties).flatMap((field) => [
    ...[field.analyzer, field.search_analyzer].filter((name): name is string => Boolean(name)),
    ...analyzersUsed(field.fields ?? {}),
    ...analyzersUsed(field.properties ?? {}),
  ]);
}

describe('the plain cluster analysis', () => {
  it.each(ANALYSIS_LANGUAGES)('%s: defines every analyzer the mapping names from the standard tokenizer and the server\'s own filters', (language) => {
    const body = indexBody(language, { compoundWords: ['kaffee', 'bohnen'], heldCompounds: ['espressobohnen'], analysis: 'plain' }) as {
      settings: { analysis: AnalysisSettings };
      mappings: { properties: Record<string, TextFieldMapping>; _meta: Record<string, string[]> };
    };
    const { analysis } = body.settings;
    expect(analysis.filter).toBeUndefined();
    expect(analysis.tokenizer).toBeUndefined();
    const used = analyzersUsed(body.mappings.properties);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(analysis.analyzer[name]).toEqual({ type: 'custom', tokenizer: 'standard', filter: [...PLAIN_ANALYSIS_FILTERS] });
    for (const normalizer of Object.values(analysis.normalizer)) {
      for (const filter of normalizer.filter) expect(PLAIN_ANALYSIS_FILTERS).toContain(filter);
    }
  });

  it('leaves the language analysis as it was: folding, decompounding, stemming and synonyms', () => {
    const language = clusterAnalysis('de', ['kaffee']) as unknown as AnalysisSettings;
    expect(language).toEqual(clusterAnalysis('de', ['kaffee'], 'language'));
    expect(language.analyzer.catalog_search.filter).toEqual(
      expect.arrayContaining(['german_normalization', 'asciifolding', 'catalog_synonyms', 'catalog_decompounder', 'catalog_stemmer']),
    );
    expect(Object.keys(language.filter ?? {})).toEqual(expect.arrayContaining(['catalog_decompounder', 'catalog_stemmer', 'catalog_synonyms']));
  });
});

describe('Elasticsearch with ELASTICSEARCH_ANALYSIS=plain', () => {
  const mock = new Mock();
  const client = () => new Client({ node: 'http://localhost:9200', Connection: mock.getConnection() });
  afterEach(() => mock.clearAll());

  function acceptImport(created: Map<string, unknown>): void {
    mock.add({ method: 'PUT', path: '/:index' }, (params) => {
      created.set(String(params.path).slice(1), params.body);
      return { acknowledged: true };
    });
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({ errors: false, items: [] }));
    mock.add({ method: ['GET', 'POST'], path: '/:index/_refresh' }, () => ({ _shards: {} }));
    mock.add({ method: 'GET', path: '/_alias/:name' }, () => ({}));
    mock.add({ method: 'POST', path: '/_aliases' }, () => ({ acknowledged: true }));
  }

  it('imports a German store with the plain index body and no compound dictionary', async () => {
    const created = new Map<string, unknown>();
    acceptImport(created);
    const engine = new ElasticsearchCatalogIndex(client(), { analysis: 'plain' });
    const products = [{ id: 1, sku: 'A', name: 'Kaffeebohnen Espressomischung' }];
    await engine.replace('catalog_de_de', { product: products });
    const [, product] = [...created].find(([name]) => name.startsWith('catalog_de_de_product_'))!;
    expect(product).toEqual(indexBody('de', { analysis: 'plain', skuShape: { min: 1, max: 1, characters: 'a' }, fieldTypes: observedProperties(products), storedTile: true }));
  });

  it('sends a German compound query as typed, whatever compound parts the mapping holds', async () => {
    const bodies: Record<string, unknown>[] = [];
    // The mapping is read for the skus' shape; its compound parts are not used.
    mock.add({ method: 'GET', path: '/:index/_mapping' }, () => ({
      catalog_de_de_product_1: { mappings: { _meta: { compound_parts: ['kaffee', 'bohnen'], held_compounds: [], sku_shape: {} } } },
    }));
    mock.add({ method: 'GET', path: '/_alias/:name' }, () => ({ catalog_de_de_product_1: { aliases: {} } }));
    mock.add({ method: 'POST', path: '/catalog_de_de_product/_search' }, (params) => {
      bodies.push(params.body as Record<string, unknown>);
      return { hits: { total: { value: 0 }, hits: [] } };
    });
    const engine = new ElasticsearchCatalogIndex(client(), { analysis: 'plain' });
    await engine.search('catalog_de_de', parseCatalogQuery({ type: 'product', text: 'kaffeebohnen' }));
    expect(JSON.stringify(bodies[0])).toContain('"query":"kaffeebohnen"');
    expect(JSON.stringify(bodies[0])).not.toContain('kaffee bohnen');
  });

  it('names the setting when a node without the analysis modules refuses the language analysis, and keeps nothing of the import', async () => {
    const deleted: string[] = [];
    mock.add({ method: 'PUT', path: '/:index' }, () =>
      new errors.ResponseError({
        body: {
          error: {
            // As Elasticsearch 9.2 built from Maven Central answers the language analysis.
            root_cause: [{ type: 'illegal_argument_exception', reason: 'Unknown filter type [dictionary_decompounder] for [catalog_decompounder]' }],
            type: 'illegal_argument_exception',
            reason: 'Unknown filter type [dictionary_decompounder] for [catalog_decompounder]',
          },
          status: 400,
        },
        statusCode: 400,
        warnings: null,
        meta: {} as never,
      }) as never,
    );
    mock.add({ method: 'DELETE', path: '/:index' }, (params) => {
      deleted.push(String(params.path));
      return { acknowledged: true };
    });
    const engine = new ElasticsearchCatalogIndex(client());
    await expect(engine.replace('catalog_de_de', { product: [{ id: 1, sku: 'A' }] })).rejects.toThrow(MISSING_ANALYSIS_MODULES);
    expect(deleted).toEqual([]);
  });

  it('is chosen by ELASTICSEARCH_ANALYSIS, language by default; another value is refused at start-up', async () => {
    const plain = createConfiguredCatalogIndex({ ELASTICSEARCH_URL: 'http://localhost:9200', ELASTICSEARCH_ANALYSIS: 'plain' }) as ElasticsearchCatalogIndex;
    const language = createConfiguredCatalogIndex({ ELASTICSEARCH_URL: 'http://localhost:9200' }) as ElasticsearchCatalogIndex;
    expect([plain.analysis, language.analysis]).toEqual(['plain', 'language']);
    await Promise.all([plain.close(), language.close()]);
    expect(environmentProblems({ ELASTICSEARCH_ANALYSIS: 'simple' })).toEqual([expect.stringMatching(/^ELASTICSEARCH_ANALYSIS "simple": must be one of language, plain/)]);
  });
});
