/**
 * Issue 14, "coupon use per customer": a first-order-only code (a friend's referral code) is
 * counted once per e-mail inside the order's transaction, so orders sent at once cannot all carry it.
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { friendsReferralCode } from './referral-codes';
import { orderPayload } from './order-payloads';
import * as create from '@/app/api/cart/create/route';
import * as update from '@/app/api/cart/update/route';
import * as applyCoupon from '@/app/api/cart/apply-coupon/route';
import * as order from '@/app/api/order/route';

const { db } = useTempDatabase();
useTestCatalog();

/** A cart (created as a guest's, so a customer can hold several) that carries a friend's referral code. */
async function cartWithCode(token: string, code: string): Promise<string> {
  const cartId = (await call(create.POST, '/api/cart/create', { method: 'POST' })).body.result as string;
  await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 4 } } });
  const applied = await call(applyCoupon.POST, '/api/cart/apply-coupon', { token, query: { cartId }, body: { coupon: code } });
  expect(applied.body.result).toBe(true);
  return cartId;
}

function placeFromCart(cartId: string, token: string) {
  const payload = orderPayload([{ sku: 'COFFEE-250', qty: 4 }], { cart_id: cartId });
  return call(order.POST, '/api/order', { token, body: payload, headers: { 'idempotency-key': randomUUID() } });
}

describe('a first-order code at order placement', () => {
  it('goes to exactly one of 4 orders sent at once from 4 carts that each carry it', async () => {
    const customer = await signedInCustomer();
    const code = await friendsReferralCode(await db());
    const carts = [];
    for (let i = 0; i < 4; i += 1) carts.push(await cartWithCode(customer.token, code));
    const answers = await Promise.all(carts.map((cartId) => placeFromCart(cartId, customer.token)));
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 400);
    expect(placed).toHaveLength(1);
    expect((placed[0].body.result as { grand_total: number }).grand_total).toBe(35);
    expect(refused).toHaveLength(3);
    expect(refused.map((a) => a.body.result)).toEqual(Array(3).fill(`Dein Code '${code}' konnte nicht eingelöst werden.`));
    const rows = await (await db()).selectFrom('orders').select('id').where('email', '=', customer.email.toLowerCase()).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('a first-order code and one order sent twice at once', () => {
  it('answers both transmissions of one Idempotency-Key with the one discounted order', async () => {
    const customer = await signedInCustomer();
    const cartId = await cartWithCode(customer.token, await friendsReferralCode(await db()));
    const payload = orderPayload([{ sku: 'COFFEE-250', qty: 4 }], { cart_id: cartId });
    const key = randomUUID();
    const answers = await Promise.all(
      [0, 1].map(() => call(order.POST, '/api/order', { token: customer.token, body: payload, headers: { 'idempotency-key': key } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [first, second] = answers.map((a) => a.body.result as { id: string; grand_total: number });
    expect(second.id).toBe(first.id);
    expect(first.grand_total).toBe(35);
  });
});
