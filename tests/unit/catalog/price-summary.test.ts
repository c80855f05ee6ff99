import { priceSummary } from '@/lib/catalog/price-summary';
import { roundPrice, ceilPrice } from '@/lib/catalog/rounding';
import { isSpecialPriceActive } from '@/lib/catalog/special-price';
import { CatalogDataError } from '@/lib/catalog/errors';
import { bundleTierPrice, findTierPrice } from '@/lib/catalog/tier-prices';
import { resolvePriceGroup } from '@/lib/catalog/customer-group';

describe('derived price object', () => {
  const priced = { id: 1, sku: 'A', price: 8, price_tax: 1.52, price_incl_tax: 9.52, original_price_incl_tax: 11.9 };

  it('holds uvp, final_price, total, tax, discount, discount_percent, original_price, net_price and discounted', () => {
    expect(priceSummary(priced, 3)).toEqual({
      uvp: 11.9,
      final_price: 9.52,
      total: 28.56,
      tax: 4.56,
      discount: 2.38,
      discount_percent: 20,
      original_price: 11.9,
      net_price: 8,
      discounted: true,
    });
  });

  it('floors the discount percent', () => {
    expect(priceSummary({ ...priced, price_incl_tax: 10, original_price_incl_tax: 15 }).discount_percent).toBe(33);
  });

  it('uses the msrp as uvp and reports no discount at the original price', () => {
    const s = priceSummary({ id: 1, sku: 'A', price: 10, price_incl_tax: 11.9, original_price_incl_tax: 11.9, msrp: 14.99 });
    expect(s.uvp).toBe(14.99);
    expect(s.discounted).toBe(false);
    expect(s.discount_percent).toBe(0);
  });

  it('answers zeros for an unpriced product', () => {
    expect(priceSummary({ id: 1, sku: 'A' })).toMatchObject({ final_price: 0, total: 0, discount_percent: 0, discounted: false });
  });
});

describe('rounding', () => {
  it('rounds to cents, half away from zero', () => {
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(2.344)).toBe(2.34);
    expect(roundPrice(-1.005)).toBe(-1.01);
  });

  it('rounds up to the next cent', () => {
    expect(ceilPrice(29.997)).toBe(30);
    expect(ceilPrice(30)).toBe(30);
    expect(ceilPrice(30.001)).toBe(30.01);
  });
});

describe('special price window', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('allows open-ended windows on either side', () => {
    expect(isSpecialPriceActive(null, null, now)).toBe(true);
    expect(isSpecialPriceActive('2025-06-01 00:00:00', undefined, now)).toBe(true);
    expect(isSpecialPriceActive(undefined, '2025-07-01', now)).toBe(true);
    expect(isSpecialPriceActive('2025-07-01 00:00:00', null, now)).toBe(false);
    expect(isSpecialPriceActive(null, '2025-06-01T00:00:00Z', now)).toBe(false);
  });

  it('names the field of a date that cannot be read', () => {
    expect(() => isSpecialPriceActive('soon', null, now)).toThrow(CatalogDataError);
    expect(() => isSpecialPriceActive(null, 'never', now)).toThrow('special_to_date: "never" is not a date');
  });
});

describe('tier and group prices', () => {
  it('finds no tier below its quantity', () => {
    expect(findTierPrice([{ qty: 2, value: 5 }], 1, 0)).toBeNull();
    expect(findTierPrice(undefined, 1, 0)).toBeNull();
    expect(findTierPrice([{ qty: 2, value: 5 }, { qty: 1, value: 6, customer_group_id: 3 }], 2, 0)?.value).toBe(5);
  });

  it('computes a bundle tier price as percent off the original, rounded up', () => {
    expect(bundleTierPrice(19.99, 15)).toBe(17);
    expect(bundleTierPrice(10, 33)).toBe(6.7);
  });

  it('uses the user group and token, or the configured default group without a user or when only the default is allowed', () => {
    expect(resolvePriceGroup({ groupId: 4, groupToken: 'tok' })).toEqual({ groupId: 4, groupToken: 'tok' });
    expect(resolvePriceGroup({ groupId: 4 })).toEqual({ groupId: 4 });
    expect(resolvePriceGroup(null)).toEqual({ groupId: 0 });
    expect(resolvePriceGroup({ groupId: 4, groupToken: 'tok' }, { defaultGroupId: 1, useOnlyDefaultGroup: true })).toEqual({ groupId: 1 });
  });
});
