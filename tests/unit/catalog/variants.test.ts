import {
  cheapestEnabledChild,
  childLink,
  configureProduct,
  dropEmptyOptionLabels,
  selectVariant,
  selectedOptionLabels,
  syncStock,
} from '@/lib/catalog/variants';
import type { ConfigurableChild, Product } from '@/lib/catalog/types';

const child = (id: number, extra: Partial<ConfigurableChild>): ConfigurableChild => ({
  id,
  sku: `CUP-${id}`,
  status: 1,
  stock: { is_in_stock: true },
  ...extra,
});

const cup = (): Product => ({
  id: 100,
  sku: 'CUP',
  name: 'Cup',
  type_id: 'configurable',
  url_path: 'cup.html',
  image: '/c/cup.jpg',
  configurable_options: [
    { attribute_code: 'color', attribute_id: 93, label: 'Color', values: [{ value_index: 1, label: 'Red' }, { value_index: 2, label: 'Blue' }] },
    { attribute_code: 'size', attribute_id: 94, label: 'Size', values: [{ value_index: 10, label: 'S' }, { value_index: 11, label: 'L' }] },
  ],
  configurable_children: [
    child(1, { color: 1, size: 10, price: 12, image: 'no_selection' }),
    child(2, { color: 1, size: 11, price: 14, image: '/c/red-l.jpg' }),
    child(3, { color: 2, size: 10, price: 9, stock: { is_in_stock: false } }),
    child(4, { color: 2, size: 11, price: 5, status: 2 }),
    child(5, { color: 2, size: 11, price: 11 }),
  ],
});

const noOutOfStock = { listOutOfStock: false };

describe('variant choice', () => {
  it('skips children out of stock when out-of-stock listing is off', () => {
    expect(selectVariant(cup(), { options: { color: 2, size: 10 } }, noOutOfStock)?.id).toBe(5);
    expect(selectVariant(cup(), { options: { color: 2, size: 10 } })?.id).toBe(3);
  });

  it('skips children with status 2 or higher', () => {
    expect(selectVariant(cup(), { options: { color: 2, size: 11 } })?.id).toBe(5);
    expect(selectVariant(cup(), { sku: 'CUP-4' })).toBeNull();
  });

  it('prefers an exact sku match', () => {
    expect(selectVariant(cup(), { sku: 'CUP-2', options: { color: 2, size: 10 } })?.id).toBe(2);
  });

  it('else takes the child matching most selected options', () => {
    expect(selectVariant(cup(), { options: { color: 1, size: 11 } })?.id).toBe(2);
    expect(selectVariant(cup(), { options: { color: [2], size: '11' } })?.id).toBe(5);
  });

  it('ties to the cheaper', () => {
    expect(selectVariant(cup(), { options: { color: 1 } })?.id).toBe(1);
    expect(selectVariant(cup(), { options: { size: 10, color: null } })?.id).toBe(3);
  });

  it('takes the cheapest choosable child without a selection and none when nothing matches', () => {
    expect(selectVariant(cup())?.id).toBe(3);
    expect(selectVariant(cup(), null, noOutOfStock)?.id).toBe(5);
    expect(selectVariant(cup(), { options: { color: 7 } })).toBeNull();
    expect(selectVariant({ ...cup(), configurable_children: undefined })).toBeNull();
  });
});

describe('configuring a product', () => {
  it('becomes is_configured once a variant is chosen, with the child sku, prices and option labels', () => {
    const outcome = configureProduct(cup(), { options: { color: 1, size: 11 } });
    expect(outcome.kind).toBe('configured');
    const p = outcome.product;
    expect(p).toMatchObject({ id: 100, name: 'Cup', sku: 'CUP-2', parentSku: 'CUP', price: 14, image: '/c/red-l.jpg', is_configured: true, url_path: 'cup.html' });
    expect(p.selectedVariant?.id).toBe(2);
    expect(p.options).toEqual([{ label: 'Color', value: 'Red' }, { label: 'Size', value: 'L' }]);
    expect(p.errors?.variants).toBeNull();
  });

  it("keeps the parent's image when the child has none", () => {
    expect(configureProduct(cup(), { sku: 'CUP-1' }).product.image).toBe('/c/cup.jpg');
  });

  it('sets errors.variants to "No available product variants." when no child is available', () => {
    const soldOut = { ...cup(), configurable_children: [child(9, { stock: { is_in_stock: false } }), child(8, { status: 3 })] };
    const outcome = configureProduct(soldOut, null, noOutOfStock);
    expect(outcome.kind).toBe('unavailable');
    expect(outcome.product.errors?.variants).toBe('No available product variants.');
    expect(outcome.product.is_configured).toBe(false);
  });

  it('warns when the chosen options match no configuration and leaves the product unchanged', () => {
    const product = cup();
    const outcome = configureProduct(product, { options: { color: 99 } });
    expect(outcome).toEqual({ kind: 'no-such-configuration', product });
  });

  it('leaves products of other types as they are', () => {
    const simple: Product = { id: 1, sku: 'S', type_id: 'simple' };
    expect(configureProduct(simple)).toEqual({ kind: 'configured', product: simple });
  });

  it('labels by attribute code when an option has no label', () => {
    expect(selectedOptionLabels([{ attribute_code: 'size', attribute_id: 1, values: [{ value_index: 10, label: 'S' }] }], child(1, { size: 10 }))).toEqual([{ label: 'size', value: 'S' }]);
  });
});

describe('option labels', () => {
  it('filters empty custom attribute labels from configurable options', () => {
    const cleaned = dropEmptyOptionLabels([
      { attribute_code: 'color', attribute_id: 93, values: [{ value_index: 1, label: 'Red' }, { value_index: 2, label: ' ' }, { value_index: 3 }] },
      { attribute_code: 'size', attribute_id: 94, values: [{ value_index: 10, label: '' }] },
    ]);
    expect(cleaned).toEqual([{ attribute_code: 'color', attribute_id: 93, values: [{ value_index: 1, label: 'Red' }] }]);
  });
});

describe('stock sync', () => {
  it('removes configurable children that are out of stock or have status 2 or higher', () => {
    const synced = syncStock(cup(), [
      { product_id: 2, qty: 0, is_in_stock: false },
      { product_id: 100, qty: 40, is_in_stock: true },
    ]);
    expect(synced.configurable_children?.map((c) => c.id)).toEqual([1, 5]);
    expect(synced.stock).toMatchObject({ qty: 40, is_in_stock: true });
  });

  it('updates a simple product stock', () => {
    const simple: Product = { id: 7, sku: 'S', type_id: 'simple', stock: { is_in_stock: true, qty: 3 } };
    expect(syncStock(simple, [{ product_id: 7, qty: 0, is_in_stock: false }]).stock).toMatchObject({ qty: 0, is_in_stock: false });
    expect(syncStock(simple, [])).toEqual(simple);
  });
});

describe('child links', () => {
  it('finds the cheapest enabled child, in stock or not', () => {
    expect(cheapestEnabledChild(cup())?.id).toBe(3);
    expect(cheapestEnabledChild({ id: 1, sku: 'S', type_id: 'simple' })).toBeNull();
  });

  it("links a child that is not the cheapest enabled child to its parent's URL with ?s={childId}", () => {
    expect(childLink('/cup.html', cup(), { id: 2 })).toBe('/cup.html?s=2');
    expect(childLink('/cup.html?ref=x', cup(), { id: 2 })).toBe('/cup.html?ref=x&s=2');
    expect(childLink('/cup.html', cup(), { id: 3 })).toBe('/cup.html');
  });
});
