/**
 * The catalogue's public surface (`lib/catalog/index.ts`) used as pages use it: a demo product
 * priced and configured for a store, a listing's filters toggled and reset, a malformed sort
 * refused by name, and cart lines told apart by their options. Each rule has its own detailed
 * tests; these show the surface composes them.
 */
import * as catalog from '@/lib/catalog';
import type { Product, TaxRule } from '@/lib/catalog';
import { getStore } from '@/lib/config/stores';
import { dumpOf } from '../demo-catalog/generated-catalog';

const store = getStore('de_de');
const dump = dumpOf(store.catalogIndex);
const pricing = { taxRules: (dump as unknown as { taxrules?: TaxRule[] }).taxrules ?? [], country: 'DE', customerGroupId: 0, now: new Date('2026-06-01T00:00:00Z') };

describe('the catalogue surface, as a page uses it', () => {
  it('prices a configurable product and shows its cheapest enabled child, gross above net', () => {
    const configurable = (dump.products as Product[]).find((product) => product.type_id === 'configurable' && (product.configurable_children?.length ?? 0) > 1);
    expect(configurable).toBeDefined();
    const priced = catalog.applyPrices(configurable!, pricing);
    const { product: shown } = catalog.configureProduct(priced);
    const cheapest = catalog.cheapestEnabledChild(priced);
    expect(shown.selectedVariant?.sku).toBe(cheapest?.sku);
    const summary = catalog.priceSummary(shown);
    expect(summary.final_price).toBeGreaterThan(0);
    expect(shown.price_incl_tax).toBeGreaterThan(shown.price ?? 0);
  });

  it('toggles a facet on and off again, and a reset keeps only the search term', () => {
    const on = catalog.toggleFilter({}, { type: 'color', id: '52' });
    expect(catalog.isFilterActive(on, { type: 'color', id: '52' })).toBe(true);
    const off = catalog.toggleFilter(on, { type: 'color', id: '52' });
    expect(catalog.isFilterActive(off, { type: 'color', id: '52' })).toBe(false);
    expect(catalog.resetFilters({ ...on, q: 'espresso' })).toEqual({ q: 'espresso' });
  });

  it('reads a sort, and refuses a malformed one with an error naming the field', () => {
    expect(catalog.parseSort('final_price:desc')).toEqual({ field: 'final_price', order: 'desc' });
    expect(() => catalog.parseSort('price')).toThrow(catalog.CatalogDataError);
  });

  it('keeps one cart line per sku and options: the same options merge, other options do not', () => {
    const grind = (value: string) => ({ sku: 'COF-1', qty: 1, product_option: { extension_attributes: { custom_options: [{ option_id: '1', option_value: value }] } } });
    expect(catalog.isSameCartItem(grind('whole'), grind('whole'))).toBe(true);
    expect(catalog.isSameCartItem(grind('whole'), grind('espresso'))).toBe(false);
  });
});
