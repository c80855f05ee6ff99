import { computeCartTotals, type PricedLine, type TotalsInput } from '@/lib/commerce/totals/cart-totals';
import { findCoupon, isRedeemable, type Coupon } from '@/lib/commerce/totals/coupons';
import { isKnownPaymentMethod, paymentMethods, shippingMethods } from '@/lib/commerce/totals/checkout-methods';
import { PLUS } from '@/lib/config/loyalty';

function line(overrides: Partial<PricedLine> = {}): PricedLine {
  return {
    item_id: 'l1',
    sku: 'A',
    name: 'A',
    qty: 1,
    price_incl_tax: 10,
    tax_rate: 0.19,
    is_free_product: false,
    is_freight: false,
    is_virtual: false,
    ...overrides,
  };
}

function input(overrides: Partial<TotalsInput> = {}): TotalsInput {
  return { lines: [line()], country: 'DE', coupon: null, freeShippingThreshold: 35, shippingTaxRate: 0.19, ...overrides };
}

describe('cart totals', () => {
  it('charges the flat rate of 5.00 gross, net derived from the country standard rate', () => {
    const totals = computeCartTotals(input());
    expect(totals.shipping_incl_tax).toBe(5);
    expect(totals.shipping_amount).toBe(4.2);
    expect(totals.shipping_tax_amount).toBe(0.8);
    expect(totals.grand_total).toBe(15);
  });

  it('ships free from the store threshold of the country', () => {
    expect(computeCartTotals(input({ lines: [line({ qty: 3 })] })).shipping_incl_tax).toBe(5);
    expect(computeCartTotals(input({ lines: [line({ qty: 3 }), line({ item_id: 'l2', price_incl_tax: 5 })] })).shipping_incl_tax).toBe(0);
  });

  it('ships freight goods free within Germany only', () => {
    const freight = [line({ is_freight: true })];
    expect(computeCartTotals(input({ lines: freight })).shipping_incl_tax).toBe(0);
    expect(computeCartTotals(input({ lines: freight, country: 'AT', shippingTaxRate: 0.2 })).shipping_incl_tax).toBe(5);
  });

  it('charges no shipping for a virtual cart', () => {
    const totals = computeCartTotals(input({ lines: [line({ is_virtual: true })] }));
    expect(totals.is_virtual).toBe(true);
    expect(totals.shipping_incl_tax).toBe(0);
  });

  it('takes a percent coupon off the goods and spreads it over the lines', () => {
    const totals = computeCartTotals(
      input({ lines: [line({ qty: 2 }), line({ item_id: 'l2', price_incl_tax: 30 })], coupon: findCoupon('coffee10') }),
    );
    expect(totals.discount_amount).toBe(-5);
    expect(totals.items.map((i) => i.discount_amount)).toEqual([2, 3]);
    expect(totals.grand_total).toBe(45);
    expect(totals.coupon_code).toBe('COFFEE10');
  });

  it('never discounts more than the goods with a fixed coupon', () => {
    const totals = computeCartTotals(input({ lines: [line({ price_incl_tax: 3 })], coupon: findCoupon('SAVE5') }));
    expect(totals.discount_amount).toBe(-3);
    expect(totals.grand_total).toBe(5);
  });

  it('ships free with a free-shipping coupon', () => {
    expect(computeCartTotals(input({ coupon: findCoupon('FREESHIP') })).shipping_incl_tax).toBe(0);
  });

  it('prices a free product line at 0', () => {
    const totals = computeCartTotals(input({ lines: [line(), line({ item_id: 'free', is_free_product: true })] }));
    expect(totals.subtotal_incl_tax).toBe(10);
    expect(totals.items[1]).toMatchObject({ price_incl_tax: 0, row_total_incl_tax: 0, is_free_product: true });
  });

  it('adds tax of goods and shipping, and carries the gift card segment', () => {
    const totals = computeCartTotals(input());
    expect(totals.tax_amount).toBe(2.4);
    expect(totals.total_segments.map((s) => s.code)).toEqual(['subtotal', 'shipping', 'discount', 'tax', 'giftcardaccount', 'grand_total']);
  });
});

describe('coupons', () => {
  it('knows the demo codes case-insensitively and no others', () => {
    expect(findCoupon(' coffee10 ')?.code).toBe('COFFEE10');
    expect(findCoupon('WELCOME5')).toBeNull();
    expect(findCoupon('NOPE')).toBeNull();
  });

  it('redeems a first-order code only on a first order from its minimum goods value', () => {
    const welcome: Coupon = { code: 'FRIEND-TEST', rule: { kind: 'fixed', amount: 10, minimumGoodsValue: 30, firstOrderOnly: true } };
    expect(isRedeemable(welcome, { goodsValue: 30, firstOrder: true })).toBe(true);
    expect(isRedeemable(welcome, { goodsValue: 29.99, firstOrder: true })).toBe(false);
    expect(isRedeemable(welcome, { goodsValue: 30, firstOrder: false })).toBe(false);
  });
});

describe('checkout methods', () => {
  it('adds cash on delivery with cost 0 unless the cart is virtual', () => {
    expect(paymentMethods({ is_virtual: false }).map((m) => m.code)).toEqual(['card', 'paypal', 'amazonpay', 'googlepay', 'applepay', 'cashondelivery']);
    expect(paymentMethods({ is_virtual: false }).at(-1)).toMatchObject({ cost: 0, offline: true });
    expect(paymentMethods({ is_virtual: true }).map((m) => m.code)).not.toContain('cashondelivery');
  });

  it('offers iDEAL in the Dutch store only, and never for a subscription', () => {
    const cart = { is_virtual: false };
    expect(paymentMethods(cart, false, 'nl_nl').map((m) => m.code)).toEqual(['card', 'paypal', 'amazonpay', 'googlepay', 'applepay', 'ideal', 'cashondelivery']);
    for (const store of ['de_de', 'de_at', 'default', 'de', 'it', undefined]) expect(paymentMethods(cart, false, store).map((m) => m.code)).not.toContain('ideal');
    expect(isKnownPaymentMethod('ideal', cart, 'nl_nl')).toBe(true);
    expect(isKnownPaymentMethod('ideal', cart, 'de_de')).toBe(false);
    expect(paymentMethods(cart, true, 'nl_nl').map((m) => m.code)).toEqual(['card', 'paypal']);
  });

  it('offers no cash on delivery for a cart holding the PLUS membership, which starts only once paid', () => {
    const withPlus = { is_virtual: false, items: [{ sku: 'COFFEE-250' }, { sku: PLUS.sku }] };
    expect(paymentMethods(withPlus).map((m) => m.code)).toEqual(['card', 'paypal', 'amazonpay', 'googlepay', 'applepay']);
    expect(isKnownPaymentMethod('cashondelivery', withPlus)).toBe(false);
    expect(isKnownPaymentMethod('card', withPlus)).toBe(true);
    expect(isKnownPaymentMethod('cashondelivery', { is_virtual: false, items: [{ sku: 'COFFEE-250' }] })).toBe(true);
  });

  it("titles the shipping tier 'PLUS Shipping' for Plus members, 'Standard' otherwise and for a cart with freight goods", () => {
    const totals = { shipping_amount: 4.2, shipping_incl_tax: 5, shipping_tier: 'plus' as const };
    expect(shippingMethods(totals, 4)[0].method_title).toBe('PLUS Shipping');
    expect(shippingMethods(totals, 1)[0].method_title).toBe('Standard');
    expect(shippingMethods({ ...totals, shipping_tier: 'standard' }, 4)[0].method_title).toBe('Standard');
  });
});
