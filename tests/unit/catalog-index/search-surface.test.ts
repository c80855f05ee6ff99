/**
 * The catalogue index's public surface (`@/lib/catalog/search`): the query schemas refuse bad
 * input naming the field, and a dump imports into the engine it is given.
 */
import {
  aggregationSchema,
  catalogQuerySchema,
  EmbeddedCatalogIndex,
  ENTITY_TYPES,
  entityTypeSchema,
  filterSchema,
  importDump,
  parseCatalogQuery,
} from '@/lib/catalog/search';
import type { CatalogDump } from '@/lib/catalog/documents';

it('knows the entity types and refuses others', () => {
  expect(ENTITY_TYPES).toContain('product');
  expect(entityTypeSchema.safeParse('product').success).toBe(true);
  expect(entityTypeSchema.safeParse('order').success).toBe(false);
});

it('refuses a filter, an aggregation and a query with a bad field, naming it', () => {
  expect(filterSchema.safeParse({ field: 'price', op: 'eq', value: 5 }).success).toBe(true);
  expect(filterSchema.safeParse({ field: 'price', op: 'near', value: 5 }).success).toBe(false);
  expect(aggregationSchema.safeParse({ type: 'terms', field: 'color' }).success).toBe(true);
  expect(aggregationSchema.safeParse({ type: 'median', field: 'price' }).success).toBe(false);
  const bad = catalogQuerySchema.safeParse({ type: 'product', size: 'many' });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0].path).toEqual(['size']);
});

it('imports a dump into the engine it is given, replacing that index', async () => {
  const engine = new EmbeddedCatalogIndex(null);
  const dump = { index: 'catalog_surface', products: [{ id: 1, sku: 'A-1', name: 'Santos' }] } as unknown as CatalogDump;
  await importDump(dump, engine);
  const result = await engine.search('catalog_surface', parseCatalogQuery({ type: 'product', text: 'santos' }));
  expect(result.hits.map((hit) => hit.source.sku)).toEqual(['A-1']);
});
