import { catalogDumpSchema, manualLinkSchema, remoteConfigSchema, urlMapEntrySchema } from '@/lib/catalog/documents';
import { dumpOf } from './generated-catalog';

const minimal = {
  index: 'catalog_shop',
  storeCode: 'de_de',
  products: [{ id: 1, sku: 'A-1', type_id: 'simple', erp_colour_code: 'X7', custom_flag: true }],
  categories: [{ id: 2, parent_id: 1, name: 'Root', level: 1, legacy_id: 77 }],
  attributes: [{ attribute_code: 'color', attribute_id: 93 }],
  taxrules: [{ product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 19, tax_country_id: 'DE' }] }],
  cms_pages: [{ id: 1, identifier: 'about-us', title: 'About', content: '<p/>', active: true, creation_time: '2020-01-01' }],
  cms_blocks: [],
  cms_hierarchy: [],
  urlrewrites: [],
  manuallinks: [{ id: 1, search_term: '  Espresso ', target_url: '/espresso' }],
  config: [],
};

describe('catalogue dump schema', () => {
  it("accepts a shop's export with extra attributes and keeps them", () => {
    const parsed = catalogDumpSchema.parse(minimal);
    expect(parsed.products[0]).toMatchObject({ erp_colour_code: 'X7', custom_flag: true });
    expect(parsed.categories[0]).toMatchObject({ legacy_id: 77 });
    expect(parsed.cms_pages[0]).toMatchObject({ creation_time: '2020-01-01' });
  });

  it('keys manual links by the trimmed, lower-cased search term', () => {
    expect(catalogDumpSchema.parse(minimal).manuallinks[0].search_term).toBe('espresso');
    expect(manualLinkSchema.safeParse({ id: 1, search_term: '  ', target_url: '/x' }).success).toBe(false);
  });

  it('names the field of a bad document', () => {
    const result = catalogDumpSchema.safeParse({ ...minimal, products: [{ id: 1, sku: 'A-1', type_id: 'kit' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['products', 0, 'type_id']);
    const page = catalogDumpSchema.safeParse({ ...minimal, cms_pages: [{ id: 1, identifier: '', title: 'x', content: '', active: true }] });
    expect(page.error?.issues[0].path).toEqual(['cms_pages', 0, 'identifier']);
  });

  it('allows at most one remote config record, with upper-case country codes and a sane lead time', () => {
    const config = dumpOf('catalog_de_de').config[0];
    expect(catalogDumpSchema.safeParse({ ...minimal, config: [config, config] }).success).toBe(false);
    expect(remoteConfigSchema.safeParse({ ...config, free_shipping_threshold: { de: 35 } }).success).toBe(false);
    expect(remoteConfigSchema.safeParse({ ...config, delivery_lead_time_days: { DE: { min: 3, max: 1 } } }).success).toBe(false);
    expect(remoteConfigSchema.safeParse({ ...config, order_by_hour: 24 }).success).toBe(false);
  });

  it('tells URL-map answers apart by _type, a rewrite carrying its target path', () => {
    expect(urlMapEntrySchema.parse({ url_path: 'kaffee.html', _type: 'urlrewrite', id: 1, target_path: 'kaffee' })).toMatchObject({ target_path: 'kaffee' });
    expect(urlMapEntrySchema.safeParse({ url_path: 'x', _type: 'urlrewrite', id: 1 }).success).toBe(false);
    expect(urlMapEntrySchema.safeParse({ url_path: 'x', _type: 'page', id: 1 }).success).toBe(false);
  });
});
