import fc from 'fast-check';
import { applyPrices, applySkuPrices, type PricingContext } from '@/lib/catalog/pricing';
import type { Product, TaxRule } from '@/lib/catalog/types';

const rules: TaxRule[] = [
  { product_tax_class_ids: [2], customer_tax_class_ids: [0, 1], rates: [{ rate: 19, tax_country_id: 'DE', tax_region_id: 0 }] },
  { product_tax_class_ids: [2], customer_tax_class_ids: [4], rates: [{ rate: 7, tax_country_id: 'DE', tax_region_id: 0 }] },
];
const now = new Date('2025-06-15T12:00:00Z');
const ctx: PricingContext = { taxRules: rules, country: 'DE', customerGroupId: 0, now };
const product = (extra: Partial<Product> = {}): Product => ({ id: 1, sku: 'BEANS', type_id: 'simple', tax_class_id: 2, price: 10, ...extra });

describe('applyPrices', () => {
  it('computes {x}, {x}_tax and {x}_incl_tax for every price kind', () => {
    const p = applyPrices(product(), ctx);
    expect(p.price).toBe(10);
    expect(p.price_tax).toBeCloseTo(1.9);
    expect(p.price_incl_tax).toBeCloseTo(11.9);
    expect(p.original_price_incl_tax).toBeCloseTo(11.9);
    expect(p.final_price_incl_tax).toBeCloseTo(11.9);
    expect(p.special_price_incl_tax).toBe(0);
    expect(p.priceInclTax).toBeUndefined();
  });

  it('writes camelCase copies when the legacy price fields option is on', () => {
    const p = applyPrices(product(), { ...ctx, legacyPriceFields: true });
    expect(p.priceInclTax).toBeCloseTo(11.9);
    expect(p.originalPriceTax).toBeCloseTo(1.9);
    expect(p.finalPrice).toBe(10);
    expect(p.specialPriceInclTax).toBe(0);
  });

  it('treats source prices as net and final prices as gross by default', () => {
    const p = applyPrices(product({ final_price: 9.52 }), ctx);
    expect(p.price_incl_tax).toBeCloseTo(9.52);
    expect(p.original_price_incl_tax).toBeCloseTo(11.9);
    const gross = applyPrices(product({ price: 11.9 }), { ...ctx, sourcePriceIncludesTax: true });
    expect(gross.price).toBeCloseTo(10);
    const netFinal = applyPrices(product({ final_price: 9 }), { ...ctx, finalPriceIncludesTax: false });
    expect(netFinal.price_incl_tax).toBeCloseTo(10.71);
  });

  it('carries no tax when no rule applies', () => {
    const p = applyPrices(product({ tax_class_id: 0 }), ctx);
    expect(p.price_incl_tax).toBe(10);
    expect(p.price_tax).toBe(0);
  });

  it('counts a special price only when below the original and inside its date window', () => {
    const active = applyPrices(product({ special_price: 8, special_from_date: '2025-06-01 00:00:00', special_to_date: '2025-06-30 00:00:00' }), ctx);
    expect(active.price_incl_tax).toBeCloseTo(9.52);
    expect(active.special_price_incl_tax).toBeCloseTo(9.52);
    expect(active.original_price_incl_tax).toBeCloseTo(11.9);

    const expired = applyPrices(product({ special_price: 8, special_to_date: '2025-06-01 00:00:00' }), ctx);
    expect(expired.price_incl_tax).toBeCloseTo(11.9);
    expect(expired.special_price).toBe(0);

    const notBelow = applyPrices(product({ special_price: 12 }), ctx);
    expect(notBelow.price).toBe(10);
    expect(notBelow.special_price).toBe(0);

    const openEnded = applyPrices(product({ special_price: 8, special_from_date: '2025-01-01 00:00:00', special_to_date: null }), ctx);
    expect(openEnded.price).toBe(8);
  });

  it('picks the lowest tier price the quantity reaches for the customer group', () => {
    const tiers = [
      { qty: 5, value: 9 },
      { qty: 10, value: 8, customer_group_id: 1 },
      { qty: 10, value: 8.5, customer_group_id: 32000 },
    ];
    expect(applyPrices(product({ tier_prices: tiers }), { ...ctx, qty: 1 }).price).toBe(10);
    expect(applyPrices(product({ tier_prices: tiers }), { ...ctx, qty: 5 }).price).toBe(9);
    expect(applyPrices(product({ tier_prices: tiers }), { ...ctx, qty: 10 }).price).toBe(8.5);
    expect(applyPrices(product({ tier_prices: tiers }), { ...ctx, qty: 10, customerGroupId: 1 }).price).toBe(8);
  });

  it('takes a bundle tier price as percent off the original, rounded up to cents', () => {
    const bundle = applyPrices(product({ type_id: 'bundle', price: 33.33, tier_prices: [{ qty: 1, value: 10 }] }), ctx);
    expect(bundle.price).toBe(30);
  });

  it('prices configurable children with the parent tax class when they have none', () => {
    const p = applyPrices(
      product({ type_id: 'configurable', configurable_children: [{ id: 2, sku: 'BEANS-250', price: 5 }, { id: 3, sku: 'BEANS-1000', price: 15, tax_class_id: 0 }] }),
      ctx,
    );
    expect(p.configurable_children?.[0].price_incl_tax).toBeCloseTo(5.95);
    expect(p.configurable_children?.[1].price_incl_tax).toBe(15);
  });

  it('re-runs price tiers and tax groups when the user logs in or out without compounding', () => {
    const base = product({ price: 11.9, special_price: 9.52, tier_prices: [{ qty: 1, value: 10.71, customer_group_id: 4 }] });
    const gross = { ...ctx, sourcePriceIncludesTax: true };
    const guest = applyPrices(base, gross);
    expect(guest.price_incl_tax).toBeCloseTo(9.52);
    const loggedIn = applyPrices(guest, { ...gross, customerGroupId: 4, userGroupTaxActive: true });
    expect(loggedIn.original_price).toBeCloseTo(10);
    expect(loggedIn.price_incl_tax).toBeCloseTo(8.56);
    const loggedOut = applyPrices(loggedIn, gross);
    expect(loggedOut.price_incl_tax).toBeCloseTo(guest.price_incl_tax ?? NaN);
    expect(loggedOut.original_price_incl_tax).toBeCloseTo(11.9);
  });

  it('keeps incl = excl × (1 + rate) within half a cent for any price and rate', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 50_000, noNaN: true }), fc.integer({ min: 0, max: 30 }), fc.boolean(), (price, percent, gross) => {
        const taxRules: TaxRule[] = [{ product_tax_class_ids: [2], customer_tax_class_ids: [0], rates: [{ rate: percent, tax_country_id: 'DE' }] }];
        const p = applyPrices(product({ price }), { ...ctx, taxRules, sourcePriceIncludesTax: gross });
        expect(Math.abs((p.price_incl_tax ?? NaN) - (p.price ?? NaN) * (1 + percent / 100))).toBeLessThanOrEqual(0.005);
        const again = applyPrices(p, { ...ctx, taxRules, sourcePriceIncludesTax: gross });
        expect(Math.abs((again.price_incl_tax ?? NaN) - (p.price_incl_tax ?? NaN))).toBeLessThanOrEqual(0.005);
      }),
    );
  });
});

describe('applySkuPrices', () => {
  const configurable = product({
    type_id: 'configurable',
    special_price: 4,
    configurable_children: [
      { id: 2, sku: 'BEANS-250', price: 5, special_price: 4.5, tier_prices: [{ customer_group_id: 0, qty: 3, value: 4 }] },
      { id: 3, sku: 'BEANS-1000', price: 15, tax_class_id: 0 },
    ],
  });

  it('prices a configurable child alone exactly as applyPrices prices it among its siblings', () => {
    for (const qty of [1, 3]) {
      const amongSiblings = applyPrices(configurable, { ...ctx, qty }).configurable_children ?? [];
      for (const [i, child] of (configurable.configurable_children ?? []).entries()) {
        expect(applySkuPrices(configurable, child, { ...ctx, qty })).toEqual(amongSiblings[i]);
      }
    }
  });

  it("gives a child without a tax class its parent's", () => {
    const [child] = configurable.configurable_children ?? [];
    expect(applySkuPrices(configurable, child, ctx).price_incl_tax).toBeCloseTo(4.5 * 1.19);
  });

  it('prices a product of its own sku as applyPrices does', () => {
    expect(applySkuPrices(configurable, null, ctx)).toEqual(applyPrices(configurable, ctx));
  });
});
