/**
 * PLUS and referral rules in the totals (spec 01 §1, 02 §6, §9; issue 17): PLUS ships free within
 * Germany as 'PLUS Shipping' only without freight goods; the PLUS 5 % codes leave freight goods
 * out; a referral code is not combinable with a gift card or voucher. Issued codes get these rules
 * by their kind, also when stored before the rule said so.
 */
import { computeCartTotals, type PricedLine } from '@/lib/commerce/totals/cart-totals';
import { combinableWithGiftCard, type Coupon } from '@/lib/commerce/totals/coupons';
import { issuedCoupon } from '@/lib/commerce/loyalty/issued-codes';
import type { IssuedCodeRow } from '@/lib/db/schema';

const line = (sku: string, price: number, extra: Partial<PricedLine> = {}): PricedLine => ({
  item_id: sku,
  sku,
  name: sku,
  qty: 1,
  price_incl_tax: price,
  tax_rate: 0.19,
  is_free_product: false,
  is_freight: false,
  is_virtual: false,
  ...extra,
});
const coffee = line('COFFEE', 20, { tax_rate: 0.07 });
const freight = line('FREIGHT-MACHINE', 1000, { is_freight: true });

const totals = (overrides: Partial<Parameters<typeof computeCartTotals>[0]>) =>
  computeCartTotals({ lines: [coffee], country: 'DE', coupon: null, freeShippingThreshold: 35, shippingTaxRate: 0.19, ...overrides });

const plusCode: Coupon = { code: 'PLUS-A', rule: { kind: 'percent', percent: 5, excludeFreight: true }, issued: true };

describe('PLUS shipping', () => {
  it("ships a PLUS member's cart free within Germany as 'PLUS Shipping'", () => {
    expect(totals({ plusShipping: true })).toMatchObject({ shipping_incl_tax: 0, shipping_tier: 'plus' });
    expect(totals({ plusShipping: false })).toMatchObject({ shipping_incl_tax: 5, shipping_tier: 'standard' });
  });

  it('is not PLUS Shipping for a cart holding freight goods, in Germany or elsewhere', () => {
    // Freight goods ship free within Germany anyway (spec 02 §9), but not as PLUS Shipping.
    expect(totals({ plusShipping: true, lines: [coffee, freight] })).toMatchObject({ shipping_incl_tax: 0, shipping_tier: 'standard' });
    expect(totals({ plusShipping: true, lines: [coffee, freight], country: 'AT', shippingTaxRate: 0.2, freeShippingThreshold: null })).toMatchObject({ shipping_incl_tax: 5, shipping_tier: 'standard' });
  });

  it('ships free within Germany only', () => {
    expect(totals({ plusShipping: true, country: 'AT', shippingTaxRate: 0.2 })).toMatchObject({ shipping_incl_tax: 5, shipping_tier: 'plus' });
  });
});

describe('the PLUS 5 % codes', () => {
  it('take 5 % off the goods but not off freight goods', () => {
    const mixed = totals({ lines: [coffee, freight], coupon: plusCode });
    expect(mixed.discount_amount).toBe(-1);
    expect(mixed.items.map((item) => [item.sku, item.discount_amount])).toEqual([['COFFEE', 1], ['FREIGHT-MACHINE', 0]]);
    expect(mixed.grand_total).toBe(1019);
    // Without the rule the same 5 % would take 51 € off.
    expect(totals({ lines: [coffee, freight], coupon: { ...plusCode, rule: { kind: 'percent', percent: 5 } } }).discount_amount).toBe(-51);
  });

  it('take nothing off a cart of only freight goods', () => {
    expect(totals({ lines: [freight], coupon: plusCode }).discount_amount === 0).toBe(true);
  });
});

describe('issued codes and combining', () => {
  const row = (kind: string, rule: object): IssuedCodeRow => ({ code: 'X', owner_id: 'owner', kind, rule: JSON.stringify(rule), valid_until: null, used_at: null, used_by_email: null, created_at: '2026-01-01T00:00:00.000Z' });
  const now = new Date('2026-02-01T00:00:00.000Z');

  it('gives PLUS codes the freight exclusion and referral codes the stand-alone rule by their kind', () => {
    expect(issuedCoupon(row('plus', { kind: 'percent', percent: 5 }), 'owner', now)?.rule).toEqual({ kind: 'percent', percent: 5, excludeFreight: true });
    expect(issuedCoupon(row('referral', { kind: 'fixed', amount: 10 }), 'friend', now)?.rule).toEqual({ kind: 'fixed', amount: 10, notCombinable: true });
  });

  it('does not combine a referral code with a gift card or voucher; other codes combine', () => {
    const referral: Coupon = { code: 'FRIEND-A', rule: { kind: 'fixed', amount: 10, notCombinable: true }, issued: true };
    expect(combinableWithGiftCard(referral, { code: 'BEANS-A' })).toBe(false);
    expect(combinableWithGiftCard(referral, null)).toBe(true);
    expect(combinableWithGiftCard(plusCode, { code: 'BEANS-A' })).toBe(true);
    expect(combinableWithGiftCard(null, { code: 'BEANS-A' })).toBe(true);
  });
});
