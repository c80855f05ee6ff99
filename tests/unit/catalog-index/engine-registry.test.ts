/**
 * The proxy and the app are separate bundles; both must reach one engine instance. Two isolated
 * module registries stand in for the two bundles.
 */
import type { CatalogIndex } from '@/lib/catalog/search';

function loadRegistry(): typeof import('@/lib/catalog/search/engine-registry') {
  let registry: typeof import('@/lib/catalog/search/engine-registry') | undefined;
  jest.isolateModules(() => {
    registry = jest.requireActual<typeof import('@/lib/catalog/search/engine-registry')>('@/lib/catalog/search/engine-registry');
  });
  return registry!;
}

describe('process-wide catalogue engine', () => {
  afterEach(() => loadRegistry().useCatalogIndex(undefined));

  it('is one instance for separately bundled copies of the registry', () => {
    const proxyBundle = loadRegistry();
    const appBundle = loadRegistry();
    expect(proxyBundle).not.toBe(appBundle);
    const engine = proxyBundle.catalogIndex();
    expect(appBundle.catalogIndex()).toBe(engine);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('storefront.catalogIndex')]).toBe(engine);
  });

  it('uses the embedded engine by default and Elasticsearch when ELASTICSEARCH_URL is set', async () => {
    const registry = loadRegistry();
    const embedded: CatalogIndex = registry.createConfiguredCatalogIndex({});
    const elasticsearch: CatalogIndex = registry.createConfiguredCatalogIndex({ ELASTICSEARCH_URL: 'http://localhost:9200' });
    expect(embedded.engine).toBe('embedded');
    expect(elasticsearch.engine).toBe('elasticsearch');
    await elasticsearch.close();
  });

  it('uses OpenSearch when OPENSEARCH_URL is set, and refuses both cluster URLs at once', async () => {
    const registry = loadRegistry();
    const opensearch: CatalogIndex = registry.createConfiguredCatalogIndex({ OPENSEARCH_URL: 'http://127.0.0.1:9250,http://127.0.0.1:9251' });
    expect(opensearch.engine).toBe('opensearch');
    await opensearch.close();
    expect(() => registry.createConfiguredCatalogIndex({ OPENSEARCH_URL: 'http://a:9200', ELASTICSEARCH_URL: 'http://b:9200' })).toThrow(
      'Set OPENSEARCH_URL or ELASTICSEARCH_URL, not both',
    );
  });
});
