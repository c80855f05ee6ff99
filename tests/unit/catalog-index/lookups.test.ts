/**
 * The lookups and URL-map resolution the app calls, with the spec's sizes and error texts, on the
 * embedded engine installed as the process-wide engine.
 */
import {
  EmbeddedCatalogIndex,
  getAttributes,
  getCategory,
  getCmsBlocks,
  getCmsHierarchy,
  getCmsPage,
  getManualLinks,
  getProduct,
  getRemoteConfig,
  getTaxRules,
  getVariantParent,
  resolveUrl,
  useCatalogIndex,
  type CatalogIndex,
} from '@/lib/catalog/search';
import { FIXTURE_DOCUMENTS, FIXTURE_INDEX } from '../../contract/catalog-index/fixture';

let previous: CatalogIndex | undefined;
beforeAll(async () => {
  const engine = new EmbeddedCatalogIndex(null);
  await engine.replace(FIXTURE_INDEX, FIXTURE_DOCUMENTS);
  previous = useCatalogIndex(engine);
});
afterAll(() => useCatalogIndex(previous));

describe('catalogue lookups', () => {
  it('loads a single product by its sku, or by another key', async () => {
    expect((await getProduct(FIXTURE_INDEX, 'SKU-2'))?.name).toBe('Espresso Forte');
    expect((await getProduct(FIXTURE_INDEX, 4, 'id'))?.sku).toBe('SKU-4');
    expect(await getProduct(FIXTURE_INDEX, 'NOPE')).toBeNull();
  });

  it('asks for the search key when a single product is loaded without it', async () => {
    await expect(getProduct(FIXTURE_INDEX, '')).rejects.toThrow('Please provide the search key sku for product/single action!');
  });

  it('refuses a variant lookup without parentSku', async () => {
    await expect(getVariantParent(FIXTURE_INDEX, undefined)).rejects.toThrow(
      "Product doesn't have parentSku, please check if this is configurable product",
    );
    expect((await getVariantParent(FIXTURE_INDEX, 'BUNDLE-XYZ-5'))?.type_id).toBe('configurable');
  });

  it('finds a category by id, slug or url_path', async () => {
    expect((await getCategory(FIXTURE_INDEX, 'id', 10)).name).toBe('Kaffee');
    expect((await getCategory(FIXTURE_INDEX, 'slug', 'maschinen-20')).id).toBe(20);
    expect((await getCategory(FIXTURE_INDEX, 'url_path', 'kaffee/espresso')).id).toBe(11);
  });

  it('gives an empty result, an error, for a category id below the root category', async () => {
    await expect(getCategory(FIXTURE_INDEX, 'id', 1)).rejects.toThrow('Category query returned empty result id = 1');
    await expect(getCategory(FIXTURE_INDEX, 'slug', 'none')).rejects.toThrow('Category query returned empty result slug = none');
  });

  it('never loads attribute codes containing a dot', async () => {
    expect((await getAttributes(FIXTURE_INDEX)).map((a) => a.attribute_code)).toEqual(['color', 'roast_degree']);
    expect(await getAttributes(FIXTURE_INDEX, ['legacy.code'])).toEqual([]);
    expect((await getAttributes(FIXTURE_INDEX, ['color'])).map((a) => a.attribute_id)).toEqual([93]);
  });

  it('lists the tax rules', async () => {
    expect((await getTaxRules(FIXTURE_INDEX))[0].rates[0]).toEqual({ rate: 19, tax_country_id: 'DE' });
  });

  it('loads a CMS page by identifier, drafts only in preview', async () => {
    expect((await getCmsPage(FIXTURE_INDEX, 'about-us')).title).toBe('About us');
    await expect(getCmsPage(FIXTURE_INDEX, 'coming-soon')).rejects.toThrow('CMS query returned empty result');
    expect((await getCmsPage(FIXTURE_INDEX, 'coming-soon', { preview: true })).title).toBe('Draft');
  });

  it('loads active CMS blocks, all or by identifier', async () => {
    expect((await getCmsBlocks(FIXTURE_INDEX)).map((b) => b.identifier)).toEqual(['header_navigation']);
    expect(await getCmsBlocks(FIXTURE_INDEX, [])).toEqual([]);
    expect((await getCmsBlocks(FIXTURE_INDEX, ['header_navigation']))[0].content).toBe('<navigation/>');
  });

  it('loads the CMS hierarchy by identifier, the manual links by lower-cased term and the config record', async () => {
    expect((await getCmsHierarchy(FIXTURE_INDEX, 'help'))[0].label).toBe('Help');
    expect((await getManualLinks(FIXTURE_INDEX)).entkalken.target_url).toBe('/i/entkalken');
    expect((await getRemoteConfig(FIXTURE_INDEX))?.free_shipping_threshold).toEqual({ DE: 29 });
    expect(await getRemoteConfig(`${FIXTURE_INDEX}_none`)).toBeNull();
  });
});

describe('URL-map resolution', () => {
  it('resolves a product url_path', async () => {
    expect(await resolveUrl(FIXTURE_INDEX, '/product-2')).toMatchObject({ _type: 'product', id: 2, sku: 'SKU-2', url_path: 'product-2' });
  });

  it('reports a child not visible individually with its configurable parent', async () => {
    const resolved = await resolveUrl(FIXTURE_INDEX, '/bohnen-hell/');
    expect(resolved).toMatchObject({
      _type: 'product',
      visibility: 1,
      parent: { id: 5, sku: 'BUNDLE-XYZ-5', url_path: 'product-5', type_id: 'configurable', childId: 51 },
    });
  });

  it('resolves a category url_path, an active CMS page and a rewrite with its target path', async () => {
    expect(await resolveUrl(FIXTURE_INDEX, '/kaffee/espresso')).toEqual({ _type: 'category', url_path: 'kaffee/espresso', id: 11, slug: 'espresso-11' });
    expect(await resolveUrl(FIXTURE_INDEX, '/about-us')).toEqual({ _type: 'cms_page', url_path: 'about-us', id: 1, identifier: 'about-us' });
    expect(await resolveUrl(FIXTURE_INDEX, '/coming-soon')).toBeNull();
    expect(await resolveUrl(FIXTURE_INDEX, '/alt/espresso.html?x=1')).toEqual({
      _type: 'urlrewrite',
      url_path: 'alt/espresso.html',
      id: 7,
      target_path: 'product-1',
      redirect_type: 301,
    });
  });

  it('resolves nothing for an unknown, empty or malformed path', async () => {
    expect(await resolveUrl(FIXTURE_INDEX, '/nowhere')).toBeNull();
    expect(await resolveUrl(FIXTURE_INDEX, '/')).toBeNull();
    expect(await resolveUrl(FIXTURE_INDEX, '/%E0%A4%A')).toBeNull();
  });
});
