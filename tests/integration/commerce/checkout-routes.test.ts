import { DEMO_COUPONS } from '@/lib/config/commerce';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { friendsReferralCode } from './referral-codes';
import * as create from '@/app/api/cart/create/route';
import * as update from '@/app/api/cart/update/route';
import * as totals from '@/app/api/cart/totals/route';
import * as paymentMethods from '@/app/api/cart/payment-methods/route';
import * as shippingMethods from '@/app/api/cart/shipping-methods/route';
import * as setShippingInfo from '@/app/api/cart/set-shipping-info/route';
import * as collectTotals from '@/app/api/cart/collect-totals/route';
import * as applyCoupon from '@/app/api/cart/apply-coupon/route';
import * as deleteCoupon from '@/app/api/cart/delete-coupon/route';
import * as giftCardDelete from '@/app/api/ext/giftcard/delete/[code]/route';
import * as order from '@/app/api/order/route';
import { orderPayload } from './order-payloads';
import { paymentMethodAnswerSchema, shippingMethodAnswerSchema } from '@/lib/checkout';

const { db } = useTempDatabase();
useTestCatalog();

interface Totals {
  grand_total: number;
  subtotal_incl_tax: number;
  shipping_incl_tax: number;
  discount_amount: number;
  coupon_code: string | null;
  items: { sku: string; price_incl_tax: number; is_free_product: boolean }[];
}

async function cartWith(lines: { sku: string; qty: number }[], options: { host?: string; token?: string } = {}): Promise<string> {
  const cartId = (await call(create.POST, '/api/cart/create', { method: 'POST', ...options })).body.result as string;
  for (const cartItem of lines) await call(update.POST, '/api/cart/update', { ...options, query: { cartId }, body: { cartItem } });
  return cartId;
}

async function totalsOf(cartId: string, options: { host?: string; token?: string; country?: string } = {}): Promise<Totals> {
  const query: Record<string, string> = { cartId, ...(options.country ? { country: options.country } : {}) };
  return (await call(totals.GET, '/api/cart/totals', { host: options.host, token: options.token, query })).body.result as Totals;
}

describe('totals', () => {
  it('prices lines from the catalogue and adds the 5.00 flat rate below the threshold', async () => {
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 2 }]);
    const result = await totalsOf(cartId);
    expect(result.items[0]).toMatchObject({ sku: 'COFFEE-250', price_incl_tax: 10 });
    expect(result).toMatchObject({ subtotal_incl_tax: 20, shipping_incl_tax: 5, grand_total: 25 });
  });

  it('ships free from 35 euro in Germany, not in Austria where the threshold is 49', async () => {
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 4 }]);
    expect((await totalsOf(cartId)).shipping_incl_tax).toBe(0);
    expect((await totalsOf(cartId, { country: 'AT' })).shipping_incl_tax).toBe(5);
  });

  it('ships freight goods free within Germany only', async () => {
    const cartId = await cartWith([{ sku: 'FREIGHT-MACHINE', qty: 1 }]);
    expect((await totalsOf(cartId)).shipping_incl_tax).toBe(0);
    expect((await totalsOf(cartId, { country: 'AT' })).shipping_incl_tax).toBe(5);
  });

  it('answers the delivery message for a country the shop does not deliver to', async () => {
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 1 }], { host: 'localhost' });
    const { status, body } = await call(setShippingInfo.POST, '/api/cart/set-shipping-info', {
      host: 'localhost',
      query: { cartId },
      body: { addressInformation: { shippingAddress: { countryId: 'US' } } },
    });
    expect(status).toBe(400);
    expect(body.result).toBe('Delivering to this country is currently not possible.');
  });

  it('stores the shipping country and answers the totals for it', async () => {
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 4 }]);
    const { body } = await call(setShippingInfo.POST, '/api/cart/set-shipping-info', {
      query: { cartId },
      body: { addressInformation: { shippingAddress: { countryId: 'AT' }, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate' } },
    });
    expect((body.result as { totals: Totals }).totals.shipping_incl_tax).toBe(5);
    expect((await totalsOf(cartId)).shipping_incl_tax).toBe(5);
  });
});

describe('coupons', () => {
  it("refuses an unknown code with 'You've entered an incorrect coupon code. Please try again.'", async () => {
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 1 }], { host: 'localhost' });
    const { status, body } = await call(applyCoupon.POST, '/api/cart/apply-coupon', { host: 'localhost', query: { cartId }, body: { coupon: 'NOPE' } });
    expect(status).toBe(400);
    expect(body.result).toBe("You've entered an incorrect coupon code. Please try again.");
    expect((await totalsOf(cartId, { host: 'localhost' })).coupon_code).toBeNull();
  });

  it('refuses a referral code below 40 euro goods value, and for a guest', async () => {
    const code = await friendsReferralCode(await db());
    const customer = await signedInCustomer();
    const small = await cartWith([{ sku: 'COFFEE-250', qty: 3 }], { host: 'localhost', token: customer.token });
    const { body } = await call(applyCoupon.POST, '/api/cart/apply-coupon', { host: 'localhost', token: customer.token, query: { cartId: small }, body: { coupon: code.toLowerCase() } });
    expect(body.result).toBe(`Your code '${code}' could not be redeemed.`);
    const guest = await cartWith([{ sku: 'COFFEE-250', qty: 4 }]);
    expect((await call(applyCoupon.POST, '/api/cart/apply-coupon', { query: { cartId: guest }, body: { coupon: code } })).status).toBe(400);
  });

  it('applies a referral code on a first order from 40 euro and removes it again', async () => {
    const code = await friendsReferralCode(await db());
    const customer = await signedInCustomer();
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 4 }], { token: customer.token });
    expect((await call(applyCoupon.POST, '/api/cart/apply-coupon', { token: customer.token, query: { cartId }, body: { coupon: code } })).body.result).toBe(true);
    // 40 € less 10 € is below the 35 € threshold: 5 € shipping.
    expect(await totalsOf(cartId, { token: customer.token })).toMatchObject({ coupon_code: code, discount_amount: -10, grand_total: 35 });
    await call(deleteCoupon.POST, '/api/cart/delete-coupon', { method: 'POST', token: customer.token, query: { cartId } });
    expect(await totalsOf(cartId, { token: customer.token })).toMatchObject({ coupon_code: null, grand_total: 40 });
  });

  it('adds a free product line with the free-product coupon', async () => {
    const cartId = await cartWith([{ sku: 'TEA-OOS', qty: 1 }]);
    await call(applyCoupon.POST, '/api/cart/apply-coupon', { query: { cartId }, body: { coupon: 'GIFTCUP' } });
    const result = await totalsOf(cartId);
    expect(result.items.at(-1)).toMatchObject({ sku: DEMO_COUPONS.GIFTCUP.sku, price_incl_tax: 0, is_free_product: true });
  });

  it('answers that a gift card code could not be redeemed', async () => {
    const cartId = await cartWith([], { host: 'localhost' });
    const { status, body } = await call(giftCardDelete.POST, '/api/ext/giftcard/delete/GC-1', {
      method: 'POST',
      host: 'localhost',
      query: { cartId },
      params: { code: 'GC-1' },
    });
    expect(status).toBe(400);
    expect(body.result).toBe("Your code 'GC-1' could not be redeemed.");
  });
});

describe('methods', () => {
  it('offers cash on delivery, but not for a virtual cart', async () => {
    const physical = await cartWith([{ sku: 'COFFEE-250', qty: 1 }]);
    const virtual = await cartWith([{ sku: 'GIFT-CARD', qty: 1 }]);
    const codes = async (cartId: string) =>
      ((await call(paymentMethods.GET, '/api/cart/payment-methods', { query: { cartId } })).body.result as { code: string }[]).map((m) => m.code);
    expect(await codes(physical)).toContain('cashondelivery');
    expect(await codes(virtual)).not.toContain('cashondelivery');
  });

  it('answers the flat rate for the address country', async () => {
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 1 }]);
    const { body } = await call(shippingMethods.POST, '/api/cart/shipping-methods', { query: { cartId }, body: { address: { countryId: 'DE' } } });
    expect(body.result).toEqual([
      expect.objectContaining({ carrier_code: 'flatrate', method_code: 'flatrate', method_title: 'Standard', price_incl_tax: 5, amount: 4.2 }),
    ]);
  });

  it("answers method lists the client's checkout state reads", async () => {
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 1 }]);
    const shipping = await call(shippingMethods.POST, '/api/cart/shipping-methods', { query: { cartId }, body: { address: { countryId: 'DE' } } });
    const payment = await call(paymentMethods.GET, '/api/cart/payment-methods', { query: { cartId } });
    expect(shippingMethodAnswerSchema.safeParse(shipping.body.result).success).toBe(true);
    expect(paymentMethodAnswerSchema.safeParse(payment.body.result).success).toBe(true);
  });

  it('refuses an unknown payment method naming the field', async () => {
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 1 }]);
    const { status, body } = await call(collectTotals.POST, '/api/cart/collect-totals', {
      query: { cartId },
      body: { methods: { paymentMethod: { method: 'bitcoin' } } },
    });
    expect(status).toBe(400);
    expect(body.result).toContain('methods.paymentMethod.method');
  });
});

describe('a first-order code after a first order', () => {
  it('could not be redeemed once the e-mail address has ordered', async () => {
    const code = await friendsReferralCode(await db());
    const customer = await signedInCustomer();
    await call(order.POST, '/api/order', {
      token: customer.token,
      headers: { 'idempotency-key': `first-${customer.email}` },
      body: orderPayload([{ sku: 'COFFEE-250', qty: 1 }]),
    });
    const cartId = await cartWith([{ sku: 'COFFEE-250', qty: 4 }], { token: customer.token });
    const { status } = await call(applyCoupon.POST, '/api/cart/apply-coupon', { token: customer.token, query: { cartId }, body: { coupon: code } });
    expect(status).toBe(400);
  });
});
