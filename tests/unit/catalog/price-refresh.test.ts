import { mergeRenderedPrices, refreshPrices, renderListSkus } from '@/lib/catalog/price-refresh';
import type { Product } from '@/lib/catalog/types';

const now = new Date('2025-06-15T12:00:00Z');
const products: Product[] = [
  { id: 1, sku: 'CFG', type_id: 'configurable', price: 10, configurable_children: [{ id: 2, sku: 'CFG-250', price: 10 }, { id: 3, sku: 'CFG-500', price: 18 }] },
  { id: 4, sku: 'SIMPLE', type_id: 'simple', price: 5, price_incl_tax: 5.95 },
];
const answer = {
  items: [
    {
      id: 2,
      sgn: 'sig-2',
      price_info: {
        final_price: 9.52,
        regular_price: 11.9,
        special_price: 9.52,
        extension_attributes: { tax_adjustments: { final_price: 8, regular_price: 10, special_price: 8 } },
      },
    },
    { id: 4, price_info: { final_price: 6.5, regular_price: 6.5 } },
  ],
};

describe('price refresh', () => {
  it('merges final, regular and special price with their tax adjustments and sgn into products and children', () => {
    const [cfg, simple] = mergeRenderedPrices(products, answer, now);
    const child = cfg.configurable_children?.[0];
    expect(child).toMatchObject({ price: 8, price_incl_tax: 9.52, original_price: 10, original_price_incl_tax: 11.9, special_price: 8, sgn: 'sig-2', price_is_current: true, price_refreshed_at: now.toISOString() });
    expect(child?.price_tax).toBeCloseTo(1.52);
    expect(cfg.configurable_children?.[1]).toEqual(products[0].configurable_children?.[1]);
    expect(cfg.price).toBe(10);
    expect(simple).toMatchObject({ price: 6.5, price_incl_tax: 6.5, price_tax: 0, special_price: 0 });
  });

  it('asks for the skus of products and their children', async () => {
    const fetcher = jest.fn().mockResolvedValue(answer);
    await refreshPrices(products, fetcher, now);
    expect(fetcher).toHaveBeenCalledWith(['CFG', 'CFG-250', 'CFG-500', 'SIMPLE']);
    expect(renderListSkus([])).toEqual([]);
  });

  it('leaves prices as they were when the call fails or answers garbage', async () => {
    await expect(refreshPrices(products, () => Promise.reject(new Error('offline')), now)).resolves.toEqual(products);
    await expect(refreshPrices(products, () => Promise.resolve({ items: [{ id: 'x' }] }), now)).resolves.toEqual(products);
    await expect(refreshPrices([], () => Promise.reject(new Error('never called')), now)).resolves.toEqual([]);
  });

  it('refreshes prices from a good answer', async () => {
    const refreshed = await refreshPrices(products, () => Promise.resolve(answer), now);
    expect(refreshed[1].price).toBe(6.5);
  });
});
