/**
 * GET /api/ext/giftcard/list (spec 02 §7): a customer's gift cards and vouchers. A new customer
 * holds only the welcome voucher, even with a coupon on their cart; a caller without a valid
 * token gets 401. SQLite always; PostgreSQL with TEST_DATABASE_URL.
 */
import { call, useTempDatabase } from './harness';
import { signedInCustomer } from './customer-accounts';
import * as list from '@/app/api/ext/giftcard/list/route';
import * as cartCreate from '@/app/api/cart/create/route';
import { giftCardListSchema } from '@/lib/contract/gift-card';

const { db } = useTempDatabase();
const PATH = '/api/ext/giftcard/list';

describe('the gift card and voucher list', () => {
  it('answers the welcome voucher as the only active code of a new customer, in the shared shape', async () => {
    const customer = await signedInCustomer();
    const { status, body } = await call(list.GET, PATH, { token: customer.token });
    expect(status).toBe(200);
    const codes = giftCardListSchema.parse(body.result);
    expect(codes.inactive).toEqual([]);
    expect(codes.active.map((code) => [code.kind, code.total_value])).toEqual([['email', 5]]);
  });

  it('does not turn the coupon on the customer\'s cart into a code of theirs', async () => {
    const customer = await signedInCustomer();
    const cartId = (await call(cartCreate.POST, '/api/cart/create', { method: 'POST', token: customer.token })).body.result as string;
    await (await db()).updateTable('carts').set({ coupon_code: 'WELCOME10' }).where('user_id', 'is not', null).execute();
    expect(cartId).toBeTruthy();
    const codes = giftCardListSchema.parse((await call(list.GET, PATH, { token: customer.token })).body.result);
    expect(codes.active.map((code) => code.code)).not.toContain('WELCOME10');
  });

  it('answers 401 without a token and with a forged one', async () => {
    for (const token of [undefined, 'forged.token.value']) expect((await call(list.GET, PATH, { token })).status).toBe(401);
  });
});
