/**
 * The code rules of PLUS and referrals through the real cart routes (spec 02 §6, §9; issue 17): a
 * referral code is not combinable with a gift card or voucher, whichever comes first, also not at
 * order time; a PLUS 5 % code takes nothing off freight goods and is refused on a cart of only
 * freight goods; a PLUS member's cart with freight goods ships as 'Standard'.
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
import * as shipping from '@/app/api/cart/shipping-methods/route';
import * as giftCardList from '@/app/api/ext/giftcard/list/route';
import * as order from '@/app/api/order/route';
import { giftCardListSchema } from '@/lib/contract/gift-card';
import { ISSUED_CODE_KINDS, PLUS, REFERRAL } from '@/lib/config/loyalty';
import { insertIssuedCode, REFERRAL_RULE } from '@/lib/commerce/loyalty/issued-codes';
import { findUserByEmail } from '@/lib/commerce/users/user-repository';

const { db } = useTempDatabase();
useTestCatalog();

const AT = new Date().toISOString();

async function cartWith(customer: SignedInCustomer, lines: { sku: string; qty: number }[]): Promise<string> {
  const cartId = (await call(create.POST, '/api/cart/create', { method: 'POST', token: customer.token })).body.result as string;
  for (const cartItem of lines) await call(update.POST, '/api/cart/update', { token: customer.token, query: { cartId }, body: { cartItem } });
  return cartId;
}

async function userId(customer: SignedInCustomer): Promise<string> {
  return (await findUserByEmail(await db(), customer.email))!.id;
}

async function referralCode(): Promise<string> {
  const referrer = await signedInCustomer();
  return (await insertIssuedCode(await db(), await userId(referrer), ISSUED_CODE_KINDS.referral, REFERRAL.codePrefix, REFERRAL_RULE, AT)).code;
}

async function welcomeCode(customer: SignedInCustomer): Promise<string> {
  return giftCardListSchema.parse((await call(giftCardList.GET, '/api/ext/giftcard/list', { token: customer.token })).body.result).active[0].code;
}

const apply = (customer: SignedInCustomer, cartId: string, coupon: string) =>
  call(applyCoupon.POST, '/api/cart/apply-coupon', { token: customer.token, query: { cartId }, body: { coupon } });

async function makePlus(customer: SignedInCustomer): Promise<string> {
  const d = await db();
  const id = await userId(customer);
  const ending = new Date(Date.now() + 300 * 86_400_000).toISOString();
  await d.updateTable('users').set({ is_plus_member: 1, plus_ending_date: ending }).where('id', '=', id).execute();
  return (await insertIssuedCode(d, id, ISSUED_CODE_KINDS.plus, 'PLUS-', { kind: 'percent', percent: PLUS.discountPercent }, AT, ending)).code;
}

describe('referral codes are not combinable', () => {
  it('refuses the welcome voucher on a cart holding a referral code', async () => {
    const friend = await signedInCustomer();
    const cartId = await cartWith(friend, [{ sku: 'COFFEE-250', qty: 5 }]);
    const code = await referralCode();
    expect((await apply(friend, cartId, code)).status).toBe(200);
    const voucher = await welcomeCode(friend);
    expect(await apply(friend, cartId, voucher)).toMatchObject({ status: 400, body: { result: `Dein Code '${voucher}' konnte nicht eingelöst werden.` } });
  });

  it('refuses a referral code on a cart paying with a voucher, and an order carrying both', async () => {
    const friend = await signedInCustomer();
    const cartId = await cartWith(friend, [{ sku: 'COFFEE-250', qty: 5 }]);
    expect((await apply(friend, cartId, await welcomeCode(friend))).status).toBe(200);
    const code = await referralCode();
    expect(await apply(friend, cartId, code)).toMatchObject({ status: 400, body: { result: `Dein Code '${code}' konnte nicht eingelöst werden.` } });

    // Both forced onto the cart (as an older cart could hold them): the order is refused, nothing spent.
    await (await db()).updateTable('carts').set({ coupon_code: code }).where('token', '=', cartId).execute();
    const placed = await call(order.POST, '/api/order', { token: friend.token, headers: { 'idempotency-key': `both-${friend.email}` }, body: { ...orderPayload([{ sku: 'COFFEE-250', qty: 5 }]), cart_id: cartId } });
    expect(placed).toMatchObject({ status: 400, body: { result: `Dein Code '${code}' konnte nicht eingelöst werden.` } });
    expect(giftCardListSchema.parse((await call(giftCardList.GET, '/api/ext/giftcard/list', { token: friend.token })).body.result).active).toHaveLength(1);
  });

  it('takes 10 euro off a friend’s first order of 40 euro with the referral code alone', async () => {
    const friend = await signedInCustomer();
    const cartId = await cartWith(friend, [{ sku: 'COFFEE-250', qty: 4 }]);
    expect((await apply(friend, cartId, await referralCode())).status).toBe(200);
    const quoted = (await call(totals.GET, '/api/cart/totals', { token: friend.token, query: { cartId } })).body.result as { discount_amount: number };
    expect(quoted.discount_amount).toBe(-10);
  });
});

describe('PLUS codes and shipping with freight goods', () => {
  it('takes 5 % off the goods but nothing off freight goods, and refuses a cart of only freight goods', async () => {
    const member = await signedInCustomer();
    const code = await makePlus(member);
    const freightOnly = await cartWith(member, [{ sku: 'FREIGHT-MACHINE', qty: 1 }]);
    expect(await apply(member, freightOnly, code)).toMatchObject({ status: 400, body: { result: `Dein Code '${code}' konnte nicht eingelöst werden.` } });

    const mixed = await cartWith(member, [{ sku: 'COFFEE-250', qty: 2 }, { sku: 'FREIGHT-MACHINE', qty: 1 }]);
    expect((await apply(member, mixed, code)).status).toBe(200);
    const quoted = (await call(totals.GET, '/api/cart/totals', { token: member.token, query: { cartId: mixed } })).body.result as { discount_amount: number; items: { sku: string; discount_amount: number }[] };
    // 5 % of the 20 € coffee; the 30 € freight machine keeps its price.
    expect(quoted.discount_amount).toBe(-1);
    expect(quoted.items.find((i) => i.sku === 'FREIGHT-MACHINE')?.discount_amount).toBe(0);
  });

  it("ships a PLUS member's cart as 'PLUS Shipping' for free in Germany, but as 'Standard' with freight goods", async () => {
    const member = await signedInCustomer();
    await makePlus(member);
    const plain = await cartWith(member, [{ sku: 'COFFEE-250', qty: 1 }]);
    const methods = async (cartId: string) => (await call(shipping.POST, '/api/cart/shipping-methods', { token: member.token, query: { cartId }, body: { address: { countryId: 'DE' } } })).body.result as { method_title: string; price_incl_tax: number }[];
    expect((await methods(plain))[0]).toMatchObject({ method_title: 'PLUS Shipping', price_incl_tax: 0 });
    const withFreight = await cartWith(member, [{ sku: 'COFFEE-250', qty: 1 }, { sku: 'FREIGHT-MACHINE', qty: 1 }]);
    expect((await methods(withFreight))[0]).toMatchObject({ method_title: 'Standard' });
  });
});
