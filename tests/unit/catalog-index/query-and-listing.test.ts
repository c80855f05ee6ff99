/** The query model's defaults and limits, and the listing rules of spec 01 §5 / §7. */
import fc from 'fast-check';
import { categoryListQuery, categoryProductsQuery, listingPolicy, parseCatalogQuery, productSearchQuery } from '@/lib/catalog/search';
import { boundedEditDistance } from '@/lib/catalog/search/embedded/edit-distance';

describe('query model', () => {
  it('defaults size to 50 when zero or less and start to at least 0', () => {
    expect(parseCatalogQuery({ type: 'product', size: 0, from: -5 })).toMatchObject({ size: 50, from: 0 });
    expect(parseCatalogQuery({ type: 'product', size: -1 }).size).toBe(50);
  });

  it('reads sort as field:order, ascending when no order is given', () => {
    expect(parseCatalogQuery({ type: 'product', sort: ['price:desc', 'name'] }).sort).toEqual([
      { field: 'price', order: 'desc' },
      { field: 'name', order: 'asc' },
    ]);
  });

  it('raises an error for an entity type no one registered', () => {
    expect(() => parseCatalogQuery({ type: 'spaceship' as never })).toThrow('No entity type registered for spaceship');
  });
});

describe('listing rules', () => {
  const policy = { listOutOfStock: false };

  it('lists out-of-stock products by default and hides them when CATALOG_LIST_OUT_OF_STOCK=false', () => {
    expect(listingPolicy({})).toEqual({ listOutOfStock: true });
    expect(listingPolicy({ CATALOG_LIST_OUT_OF_STOCK: 'false' })).toEqual({ listOutOfStock: false });
  });

  it('filters a product search by status 1 and stock when out-of-stock listing is off', () => {
    expect(productSearchQuery({}, policy)).toMatchObject({
      type: 'product',
      sort: 'updated_at:desc',
      filters: [
        { field: 'status', op: 'eq', value: 1 },
        { field: 'stock.is_in_stock', op: 'eq', value: true },
      ],
    });
    expect(productSearchQuery({ text: 'kaffee' }, { listOutOfStock: true }).sort).toBeUndefined();
  });

  it('lists a category with visibility in [2,4], status in [0,1] and, for an anchor, its children', () => {
    const anchor = { id: 10, parent_id: 2, name: 'Kaffee', level: 2, is_anchor: true, children_data: [{ id: 11, parent_id: 10, name: 'E', level: 3 }] };
    expect(categoryProductsQuery(anchor, {}, { listOutOfStock: true }).filters).toEqual([
      { field: 'visibility', op: 'in', value: [2, 4] },
      { field: 'status', op: 'in', value: [0, 1] },
      { field: 'category_ids', op: 'in', value: [10, 11] },
    ]);
    expect(categoryProductsQuery({ ...anchor, is_anchor: false }, {}, policy).filters).toContainEqual({
      field: 'category_ids',
      op: 'in',
      value: [10],
    });
  });

  it('builds the category list: parent, level, active, product_count > 0, position ascending, size 4000', () => {
    expect(categoryListQuery({ parentId: 2, level: 2 })).toEqual({
      type: 'category',
      filters: [
        { field: 'parent_id', op: 'eq', value: 2 },
        { field: 'level', op: 'eq', value: 2 },
        { field: 'is_active', op: 'eq', value: true },
        { field: 'product_count', op: 'gt', value: 0 },
      ],
      sort: 'position:asc',
      size: 4000,
    });
  });
});

describe('fuzzy distance', () => {
  function osa(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    return d[a.length][b.length];
  }

  it('counts edits like Lucene, capped just above the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(boundedEditDistance(a, b, 2)).toBe(Math.min(osa(a, b), 3));
      }),
    );
  });
});
