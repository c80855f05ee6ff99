/**
 * The Coffee Club's calls (spec 02 §7 "Loyalty", issue 17) through the real route handlers: join
 * with the terms accepted, the starting credit, beans pending after an order, redeem refusals,
 * the welcome voucher as the cart's gift card (segment, minimum goods value, removal), the
 * customer's own data only, and bad input → 400 naming the field with nothing written.
 * SQLite always; PostgreSQL with TEST_DATABASE_URL.
 */
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer, type SignedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as create from '@/app/api/cart/create/route';
import * as update from '@/app/api/cart/update/route';
import * as totals from '@/app/api/cart/totals/route';
import * as applyCoupon from '@/app/api/cart/apply-coupon/route';
import * as giftCardDelete from '@/app/api/ext/giftcard/delete/[code]/route';
import * as giftCardList from '@/app/api/ext/giftcard/list/route';
import * as order from '@/app/api/order/route';
import * as paymentMethodsRoute from '@/app/api/cart/payment-methods/route';
import * as pointMap from '@/app/api/loyalty/point_map/route';
import * as points from '@/app/api/loyalty/points/route';
import * as transactions from '@/app/api/loyalty/transactions/route';
import * as subscribe from '@/app/api/loyalty/subscribe/route';
import * as unsubscribe from '@/app/api/loyalty/unsubscribe/route';
import * as unsubscribeMails from '@/app/api/loyalty/unsubscribe_mails/route';
import * as buyVoucher from '@/app/api/loyalty/buy_voucher/route';
import * as multiplier from '@/app/api/loyalty/multiplier/route';
import * as cartPoints from '@/app/api/loyalty/totalCartPoints/route';
import * as membership from '@/app/api/loyalty/getMembershipProduct/route';
import * as referral from '@/app/api/loyalty/referral/route';
import { giftCardListSchema } from '@/lib/contract/gift-card';
import { loyaltyTransactionListSchema, membershipProductSchema, pointsMapSchema, userPointsSchema } from '@/lib/contract/loyalty';

useTempDatabase();
useTestCatalog();

const BASE = '/api/loyalty';
const TERMS = { accept_terms: true, accept_data_protection: true };

async function cartWith(customer: SignedInCustomer, lines: { sku: string; qty: number }[]): Promise<string> {
  const cartId = (await call(create.POST, '/api/cart/create', { method: 'POST', token: customer.token })).body.result as string;
  for (const cartItem of lines) await call(update.POST, '/api/cart/update', { token: customer.token, query: { cartId }, body: { cartItem } });
  return cartId;
}

async function pointsOf(customer: SignedInCustomer) {
  return userPointsSchema.parse((await call(points.GET, `${BASE}/points`, { token: customer.token })).body.result);
}

describe('the loyalty calls', () => {
  it('answers 401 without a signed-in customer, for every personal call', async () => {
    expect((await call(points.GET, `${BASE}/points`)).status).toBe(401);
    expect((await call(transactions.GET, `${BASE}/transactions`)).status).toBe(401);
    expect((await call(subscribe.PUT, `${BASE}/subscribe`, { method: 'PUT', body: TERMS })).status).toBe(401);
    expect((await call(unsubscribe.PUT, `${BASE}/unsubscribe`, { method: 'PUT' })).status).toBe(401);
    expect((await call(buyVoucher.POST, `${BASE}/buy_voucher`, { body: { points: 500 } })).status).toBe(401);
    expect((await call(referral.GET, `${BASE}/referral`)).status).toBe(401);
    expect((await call(giftCardList.GET, '/api/ext/giftcard/list')).status).toBe(401);
  });

  it('refuses the sign-up without terms and data protection accepted, naming the field, and writes nothing', async () => {
    const customer = await signedInCustomer();
    const refused = await call(subscribe.PUT, `${BASE}/subscribe`, { method: 'PUT', token: customer.token, body: { accept_terms: true } });
    expect(refused.status).toBe(400);
    expect(String(refused.body.result)).toContain('accept_data_protection');
    expect(await pointsOf(customer)).toMatchObject({ is_member: false, active_points: 0 });
  });

  it('joins with 100 starting beans, earns pending beans with an order and lists the history', async () => {
    const customer = await signedInCustomer();
    const joined = await call(subscribe.PUT, `${BASE}/subscribe`, { method: 'PUT', token: customer.token, body: TERMS });
    expect(joined.status).toBe(200);
    expect(userPointsSchema.parse(joined.body.result)).toMatchObject({ is_member: true, mails: true, active_points: 100, pending_points: 0 });

    const placed = await call(order.POST, '/api/order', {
      token: customer.token,
      headers: { 'idempotency-key': `club-${customer.email}` },
      body: orderPayload([{ sku: 'COFFEE-250', qty: 2 }]),
    });
    expect(placed.status).toBe(200);
    expect(await pointsOf(customer)).toMatchObject({ active_points: 100, pending_points: 60 });
    const history = loyaltyTransactionListSchema.parse((await call(transactions.GET, `${BASE}/transactions`, { token: customer.token })).body.result);
    expect(history.map((t) => [t.bonus_source, t.bonus_amount, t.status])).toEqual([
      ['order_created', 60, 'pending'],
      ['customer_subscribed', 100, 'active'],
    ]);
  });

  it('refuses redeems the rules forbid, and bad points naming the field', async () => {
    const customer = await signedInCustomer();
    await call(subscribe.PUT, `${BASE}/subscribe`, { method: 'PUT', token: customer.token, body: TERMS });
    const bad = await call(buyVoucher.POST, `${BASE}/buy_voucher`, { token: customer.token, body: { points: 'many' } });
    expect(bad.status).toBe(400);
    expect(String(bad.body.result)).toContain('points');
    const tooFew = await call(buyVoucher.POST, `${BASE}/buy_voucher`, { token: customer.token, body: { points: 500 } });
    expect(tooFew).toMatchObject({ status: 400, body: { result: 'Du hast nicht genug aktive Bohnen für diesen Gutschein.' } });
    expect((await pointsOf(customer)).active_points).toBe(100);
  });

  it('keeps the membership on the e-mail-only unsubscribe and deletes every bean on leaving', async () => {
    const customer = await signedInCustomer();
    await call(subscribe.PUT, `${BASE}/subscribe`, { method: 'PUT', token: customer.token, body: TERMS });
    const quiet = await call(unsubscribeMails.PUT, `${BASE}/unsubscribe_mails`, { method: 'PUT', token: customer.token });
    expect(quiet.body.result).toMatchObject({ is_member: true, mails: false, active_points: 100 });
    const left = await call(unsubscribe.PUT, `${BASE}/unsubscribe`, { method: 'PUT', token: customer.token });
    expect(left.body.result).toMatchObject({ is_member: false, active_points: 0 });
    const again = await call(subscribe.PUT, `${BASE}/subscribe`, { method: 'PUT', token: customer.token, body: TERMS });
    expect(again.body.result).toMatchObject({ is_member: true, active_points: 0 });
  });

  it('gives a first registration its own welcome voucher, usable as the gift card from 30 euro goods and removable', async () => {
    const customer = await signedInCustomer();
    const list = giftCardListSchema.parse((await call(giftCardList.GET, '/api/ext/giftcard/list', { token: customer.token })).body.result);
    expect(list.active).toHaveLength(1);
    const welcome = list.active[0];
    expect(welcome).toMatchObject({ kind: 'email', total_value: 5, remaining_balance: 5, giftcard_data: { type: 'loyalty' } });

    const small = await cartWith(customer, [{ sku: 'COFFEE-250', qty: 2 }]);
    const refused = await call(applyCoupon.POST, '/api/cart/apply-coupon', { token: customer.token, query: { cartId: small }, body: { coupon: welcome.code } });
    expect(refused).toMatchObject({ status: 400, body: { result: `Dein Code '${welcome.code}' konnte nicht eingelöst werden.` } });

    await call(update.POST, '/api/cart/update', { token: customer.token, query: { cartId: small }, body: { cartItem: { sku: 'COFFEE-250', qty: 3 } } });
    expect((await call(applyCoupon.POST, '/api/cart/apply-coupon', { token: customer.token, query: { cartId: small }, body: { coupon: welcome.code } })).status).toBe(200);
    const withCard = (await call(totals.GET, '/api/cart/totals', { token: customer.token, query: { cartId: small } })).body.result as {
      grand_total: number;
      total_segments: { code: string; value: number }[];
    };
    expect(withCard.total_segments.find((s) => s.code === 'giftcardaccount')?.value).toBe(-5);
    // 30 € goods and 5 € shipping (below the 35 € threshold), less the 5 € voucher.
    expect(withCard.grand_total).toBe(30);

    const other = await signedInCustomer();
    const otherCart = await cartWith(other, [{ sku: 'COFFEE-250', qty: 4 }]);
    expect((await call(applyCoupon.POST, '/api/cart/apply-coupon', { token: other.token, query: { cartId: otherCart }, body: { coupon: welcome.code } })).status).toBe(400);

    const removed = await call(giftCardDelete.POST, `/api/ext/giftcard/delete/${welcome.code}`, { token: customer.token, query: { cartId: small }, params: { code: welcome.code } });
    expect(removed.status).toBe(200);
    const without = (await call(totals.GET, '/api/cart/totals', { token: customer.token, query: { cartId: small } })).body.result as { grand_total: number };
    expect(without.grand_total).toBe(35);
  });

  it('spends the voucher with the order, so a second order cannot use it again', async () => {
    const customer = await signedInCustomer();
    const { active } = giftCardListSchema.parse((await call(giftCardList.GET, '/api/ext/giftcard/list', { token: customer.token })).body.result);
    const cartId = await cartWith(customer, [{ sku: 'COFFEE-250', qty: 4 }]);
    await call(applyCoupon.POST, '/api/cart/apply-coupon', { token: customer.token, query: { cartId }, body: { coupon: active[0].code } });
    const placed = await call(order.POST, '/api/order', {
      token: customer.token,
      headers: { 'idempotency-key': `voucher-${customer.email}` },
      body: { ...orderPayload([{ sku: 'COFFEE-250', qty: 4 }]), cart_id: cartId },
    });
    expect(placed.status).toBe(200);
    const after = giftCardListSchema.parse((await call(giftCardList.GET, '/api/ext/giftcard/list', { token: customer.token })).body.result);
    expect(after.active).toHaveLength(0);
    expect(after.inactive[0]).toMatchObject({ code: active[0].code, remaining_balance: 0, redeemed: true });
  });

  it('answers the points map, the membership product and beans per product and per cart', async () => {
    expect(pointsMapSchema.parse((await call(pointMap.GET, `${BASE}/point_map`)).body.result)[0]).toEqual({ points_amount: 500, money_amount: 5 });
    expect(membershipProductSchema.parse((await call(membership.GET, `${BASE}/getMembershipProduct`)).body.result)).toMatchObject({ price: 19.9, price_per_month: 1.65, months: 12 });
    expect((await call(multiplier.GET, `${BASE}/multiplier`, { query: { product_id: '1' } })).body.result).toBe(3);
    expect((await call(multiplier.GET, `${BASE}/multiplier`, { query: { product_id: '5' } })).body.result).toBe(1);
    expect((await call(multiplier.GET, `${BASE}/multiplier`, { query: { product_id: 'x' } })).status).toBe(400);
    expect((await call(multiplier.GET, `${BASE}/multiplier`, { query: { product_id: '99999' } })).status).toBe(404);

    const customer = await signedInCustomer();
    const cartId = await cartWith(customer, [{ sku: 'COFFEE-250', qty: 2 }, { sku: 'LAST-FIVE', qty: 1 }]);
    expect((await call(cartPoints.GET, `${BASE}/totalCartPoints`, { token: customer.token, query: { quote_id: cartId } })).body.result).toBe(60 + 12);
    const stranger = await signedInCustomer();
    expect((await call(cartPoints.GET, `${BASE}/totalCartPoints`, { token: stranger.token, query: { quote_id: cartId } })).status).toBe(404);
    expect((await call(cartPoints.GET, `${BASE}/totalCartPoints`, { query: {} })).status).toBe(400);
  });

  it('sells the PLUS membership through the cart: 19.90 without shipping, never to a guest', async () => {
    const customer = await signedInCustomer();
    const cartId = await cartWith(customer, [{ sku: 'COFFEECLUB-PLUS', qty: 1 }]);
    const quoted = (await call(totals.GET, '/api/cart/totals', { token: customer.token, query: { cartId } })).body.result as {
      grand_total: number;
      shipping_incl_tax: number;
      items: { sku: string; name: string }[];
    };
    expect(quoted).toMatchObject({ grand_total: 19.9, shipping_incl_tax: 0 });
    expect(quoted.items[0]).toMatchObject({ sku: 'COFFEECLUB-PLUS', name: 'Coffee Club PLUS Mitgliedschaft (1 Jahr)' });
    const guest = await call(order.POST, '/api/order', {
      headers: { 'idempotency-key': `plus-guest-${customer.email}` },
      body: orderPayload([{ sku: 'COFFEECLUB-PLUS', qty: 1 }]),
    });
    expect(guest.status).toBe(401);
  });

  it('takes PLUS (with goods too) only by an online payment: cash on delivery would never start it', async () => {
    const customer = await signedInCustomer();
    const cartId = await cartWith(customer, [{ sku: 'COFFEE-250', qty: 1 }, { sku: 'COFFEECLUB-PLUS', qty: 1 }]);
    const methods = (await call(paymentMethodsRoute.GET, '/api/cart/payment-methods', { token: customer.token, query: { cartId } })).body.result as { code: string }[];
    expect(methods.map((m) => m.code)).not.toContain('cashondelivery');
    expect(methods.map((m) => m.code)).toContain('card');
    const cod = await call(order.POST, '/api/order', {
      token: customer.token,
      headers: { 'idempotency-key': `plus-cod-${customer.email}` },
      body: orderPayload([{ sku: 'COFFEE-250', qty: 1 }, { sku: 'COFFEECLUB-PLUS', qty: 1 }]),
    });
    expect(cod.status).toBe(400);
    expect(String(cod.body.result)).toContain('payment_method_code');
  });

  it('offers referral codes only once a first order has arrived', async () => {
    const customer = await signedInCustomer();
    expect((await call(referral.GET, `${BASE}/referral`, { token: customer.token })).body.result).toEqual({ available: false, max: 10, codes: [] });
    const refused = await call(referral.POST, `${BASE}/referral`, { method: 'POST', token: customer.token });
    expect(refused.status).toBe(403);
  });
});
