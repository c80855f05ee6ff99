import * as rules from '@/lib/catalog/rules';

describe('catalogue rules surface', () => {
  it('exposes the rules pages, cart and server call', () => {
    for (const name of ['applyPrices', 'priceSummary', 'refreshPrices', 'configureProduct', 'checkProductLoad', 'unitPrice', 'cupPrice', 'toggleFilter', 'priceFilterOptions', 'parseSort', 'slugify', 'isSameCartItem', 'productSchema'] as const) {
      expect(typeof rules[name]).not.toBe('undefined');
    }
  });

  it('resolves every re-export to a value', () => {
    const exported = Object.entries(rules);
    expect(exported.length).toBeGreaterThan(60);
    for (const [name, value] of exported) expect([name, value]).not.toEqual([name, undefined]);
  });
});
