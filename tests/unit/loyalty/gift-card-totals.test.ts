/**
 * The gift card segment and PLUS shipping in the totals (spec 01 §3, 02 §5, §6; issue 17): a gift
 * card pays at most the goods value after discounts and at most its balance, nothing below its
 * minimum goods value; PLUS ships free within Germany only.
 */
import { computeCartTotals, type PricedLine } from '@/lib/commerce/totals/cart-totals';

const line = (price: number, qty = 1): PricedLine => ({
  item_id: 'a',
  sku: 'COFFEE',
  name: 'Coffee',
  qty,
  price_incl_tax: price,
  tax_rate: 0.07,
  is_free_product: false,
  is_freight: false,
  is_virtual: false,
});

const totals = (overrides: Partial<Parameters<typeof computeCartTotals>[0]>) =>
  computeCartTotals({ lines: [line(20)], country: 'DE', coupon: null, freeShippingThreshold: 35, shippingTaxRate: 0.19, ...overrides });

const segment = (t: ReturnType<typeof computeCartTotals>) => t.total_segments.find((s) => s.code === 'giftcardaccount')?.value;

describe('gift cards and PLUS in the totals', () => {
  it('takes the gift card off the grand total, never more than the goods value', () => {
    const partial = totals({ giftCard: { code: 'BEANS-A', balance: 5, minimumGoodsValue: 0 } });
    expect([segment(partial), partial.grand_total, partial.gift_card_amount]).toEqual([-5, 20, 5]);
    // The cart's "remove" link sends the segment's title as the code to delete.
    expect(partial.total_segments.find((s) => s.code === 'giftcardaccount')?.title).toBe('BEANS-A');
    const big = totals({ giftCard: { code: 'BEANS-B', balance: 50, minimumGoodsValue: 0 } });
    // 20 € goods: the card pays 20, the shipping (5 €) stays to pay.
    expect([segment(big), big.grand_total]).toEqual([-20, 5]);
    expect(segment(totals({}))).toBe(0);
    expect(Object.is(segment(totals({})), -0)).toBe(false);
  });

  it('pays nothing below the card’s minimum goods value', () => {
    const below = totals({ giftCard: { code: 'WELCOME-A', balance: 5, minimumGoodsValue: 30 } });
    expect([segment(below), below.grand_total]).toEqual([0, 25]);
    const above = totals({ lines: [line(10, 3)], giftCard: { code: 'WELCOME-A', balance: 5, minimumGoodsValue: 30 } });
    expect([segment(above), above.grand_total]).toEqual([-5, 30]);
  });

  it('ships free for a PLUS member within Germany, not in Austria', () => {
    expect(totals({ plusShipping: true }).shipping_incl_tax).toBe(0);
    expect(totals({ plusShipping: true, country: 'AT' }).shipping_incl_tax).toBe(5);
    expect(totals({ plusShipping: false }).shipping_incl_tax).toBe(5);
  });
});
