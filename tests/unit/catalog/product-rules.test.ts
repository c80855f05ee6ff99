import { checkProductLoad } from '@/lib/catalog/product-load';
import { parentSkuOf, productRouteName, productRouteParams, requireParentSku } from '@/lib/catalog/product-route';
import { defaultBundleSelection, groupedProductSkus } from '@/lib/catalog/product-links';
import { isFreeProduct, isSubscriptionOffered, keepKnownCustomOptions } from '@/lib/catalog/custom-options';
import { hasImage } from '@/lib/catalog/images';
import { stockStatus } from '@/lib/catalog/stock-status';
import { slugify } from '@/lib/catalog/slug';
import { assertThemeName } from '@/lib/catalog/theme';
import type { Product } from '@/lib/catalog/types';

const simple = (extra: Partial<Product> = {}): Product => ({ id: 5, sku: 'MUG', type_id: 'simple', status: 1, visibility: 4, ...extra });

describe('product load', () => {
  it('fails when status is 2 or higher', () => {
    expect(checkProductLoad(simple({ status: 2 }))).toEqual({ kind: 'fail', message: 'Product query returned empty result product status = 2' });
    expect(checkProductLoad(simple({ status: 3 })).kind).toBe('fail');
    expect(checkProductLoad(simple())).toEqual({ kind: 'show' });
    expect(checkProductLoad(simple({ status: undefined }))).toEqual({ kind: 'show' });
  });

  it('fails a product with visibility 1 when direct access to configurable children is prevented', () => {
    expect(checkProductLoad(simple({ visibility: 1, parentSku: 'CUP' }), { preventConfigurableChildrenDirectAccess: true })).toEqual({
      kind: 'fail',
      message: 'Product query returned empty result product visibility = 1',
    });
  });

  it('otherwise redirects a product with visibility 1 to its configurable parent', () => {
    expect(checkProductLoad(simple({ visibility: 1, parentSku: 'CUP', parentId: 100 }))).toEqual({ kind: 'redirect-to-parent', parentId: 100, parentSku: 'CUP', childId: 5 });
    expect(checkProductLoad(simple({ visibility: 1, parentId: 100, parentSku: 'MUG' }))).toEqual({ kind: 'redirect-to-parent', parentId: 100, parentSku: null, childId: 5 });
  });

  it('fails a product with visibility 1 that names no parent', () => {
    expect(checkProductLoad(simple({ visibility: 1 })).kind).toBe('fail');
  });
});

describe('product route', () => {
  it('is named by product type followed by -product', () => {
    expect(productRouteName({ type_id: 'configurable' })).toBe('configurable-product');
  });

  it('defaults parentSku to sku and childSku to the product sku', () => {
    expect(productRouteParams(simple({ slug: 'mug' }))).toEqual({ slug: 'mug', parentSku: 'MUG', childSku: 'MUG' });
    expect(productRouteParams(simple({ url_key: 'big-mug', parentSku: 'CUP' }), { sku: 'CUP-2' })).toEqual({ slug: 'big-mug', parentSku: 'CUP', childSku: 'CUP-2' });
    expect(productRouteParams(simple({ name: 'Tea & Cake' })).slug).toBe('tea-and-cake');
    expect(productRouteParams(simple()).slug).toBe('mug');
    expect(parentSkuOf({ sku: 'A' })).toBe('A');
  });

  it("needs parentSku for a variant lookup", () => {
    expect(requireParentSku({ parentSku: 'CUP' })).toBe('CUP');
    expect(() => requireParentSku({})).toThrow("Product doesn't have parentSku, please check if this is configurable product");
  });
});

describe('bundles and grouped products', () => {
  const bundle = simple({
    type_id: 'bundle',
    bundle_options: [
      { option_id: 1, product_links: [{ id: 11, sku: 'A', qty: 2 }, { id: 12, sku: 'B', qty: 0, is_default: true }] },
      { option_id: 2, product_links: [{ id: 21, sku: 'C', qty: 3 }, { id: 22, sku: 'D' }] },
      { option_id: 3, product_links: [] },
    ],
  });

  it('selects the link marked default, otherwise the first, with qty at least 1', () => {
    expect(defaultBundleSelection(bundle)).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [12] },
      { option_id: 2, option_qty: 3, option_selections: [21] },
    ]);
    expect(defaultBundleSelection(simple())).toEqual([]);
  });

  it('sells the associated links of a grouped product in position order', () => {
    const grouped = simple({
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_sku: 'B', position: 2 },
        { link_type: 'related', linked_product_sku: 'X' },
        { link_type: 'associated', linked_product_sku: 'A', position: 1 },
        { link_type: 'associated', linked_product_sku: 'C' },
      ],
    });
    expect(groupedProductSkus(grouped)).toEqual(['C', 'A', 'B']);
    expect(groupedProductSkus(simple())).toEqual([]);
  });
});

describe('custom options and subscriptions', () => {
  const product = simple({ custom_options: [{ option_id: 7, title: 'Grind' }] });
  const chosen = [{ option_id: 7, option_value: 'fine' }, { option_id: '_1', option_value: 'subscription' }];

  it('drops custom options not listed on the product unless it is a subscription', () => {
    expect(keepKnownCustomOptions(chosen, product, false)).toEqual([{ option_id: 7, option_value: 'fine' }]);
    expect(keepKnownCustomOptions(chosen, product, true)).toEqual(chosen);
    expect(keepKnownCustomOptions(chosen, simple(), false)).toEqual([]);
  });

  it('never offers free products as a subscription', () => {
    expect(isSubscriptionOffered(simple({ is_subscription_product: true, price_incl_tax: 9.9 }))).toBe(true);
    expect(isSubscriptionOffered(simple({ is_subscription_product: true, price_incl_tax: 0 }))).toBe(false);
    expect(isSubscriptionOffered(simple({ is_subscription_product: true, price: 5, is_free_product: true }))).toBe(false);
    expect(isSubscriptionOffered(simple({ price: 5 }))).toBe(false);
    expect(isFreeProduct({})).toBe(true);
  });
});

describe('listing rules', () => {
  it('has an image only if image is set and not no_selection', () => {
    expect(hasImage({ image: '/a.jpg' })).toBe(true);
    expect(hasImage({ image: 'no_selection' })).toBe(false);
    expect(hasImage({ image: '' })).toBe(false);
    expect(hasImage({})).toBe(false);
  });

  it("reports stock status 'ok' when in stock, else 'out_of_stock'", () => {
    expect(stockStatus({ is_in_stock: true })).toBe('ok');
    expect(stockStatus({ is_in_stock: false })).toBe('out_of_stock');
    expect(stockStatus(undefined)).toBe('out_of_stock');
  });

  it('slugs: lowercase, spaces to hyphens, & to -and-, other characters dropped', () => {
    expect(slugify('Espresso Bohnen')).toBe('espresso-bohnen');
    expect(slugify('Milk & Sugar')).toBe('milk-and-sugar');
    expect(slugify('Caffè Crema (1kg)!')).toBe('caff-crema-1kg');
  });

  it("throws 'Wrong theme name' for an unknown theme", () => {
    expect(assertThemeName('default')).toBe('default');
    expect(() => assertThemeName('neon')).toThrow('Wrong theme name');
  });
});
