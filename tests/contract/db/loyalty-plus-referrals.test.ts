/**
 * PLUS and referral codes on every Db adapter (issue 17): a paid order holding the membership
 * product starts PLUS for a year with three 5 % codes, a refund ends it; referral codes open once
 * the first order has arrived, stop at 10 even when asked for in parallel, serve a friend (never
 * their owner) and are used once.
 */
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { givenOrderWithLines, givenUser } from './fixtures';
import { PLUS, REFERRAL } from '@/lib/config/loyalty';
import { findUserById } from '@/lib/commerce/users/user-repository';
import { findOrderById } from '@/lib/commerce/orders/order-repository';
import { moveOrderByPayment } from '@/lib/commerce/payments/apply-payment-event';
import { createReferralCode, referralsOf } from '@/lib/commerce/loyalty';
import { findIssuedCode, issuedCoupon, listIssuedCodes, useIssuedCode } from '@/lib/commerce/loyalty/issued-codes';
import type { Db, OrderRow, UserRow } from '@/lib/db';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const DAY = 86_400_000;

async function orderFor(db: Db, user: UserRow, status: string, createdAt: Date, sku: string | null): Promise<OrderRow> {
  const lines = sku ? [{ sku, name: 'PLUS', cents: 1990 }] : [];
  return (await givenOrderWithLines(db, user, { lines, status, createdAt, grandTotalCents: 1990 })).order;
}

const userOf = async (db: Db, id: string) => (await findUserById(db, id)) as UserRow;

describe.each(dbAdaptersUnderTest())('PLUS and referrals on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('starts PLUS for one year with three 5 % codes when the membership order is paid, and ends it on a refund', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    const order = await orderFor(db, user, 'pending_payment', NOW, PLUS.sku);
    await db.transaction().execute((trx) => moveOrderByPayment(trx, order, 'succeeded', NOW));
    const plus = await userOf(db, user.id);
    expect(plus).toMatchObject({ is_plus_member: 1, plus_ending_date: '2027-03-01T10:00:00.000Z' });
    const codes = await listIssuedCodes(db, user.id, 'plus');
    expect(codes).toHaveLength(PLUS.discountCodesPerYear);
    expect(issuedCoupon(codes[0], user.id, NOW)?.rule).toEqual({ kind: 'percent', percent: 5, excludeFreight: true });
    expect(issuedCoupon(codes[0], 'someone-else', NOW)).toBeNull();

    const paid = (await findOrderById(db, order.id)) as OrderRow;
    await db.transaction().execute((trx) => moveOrderByPayment(trx, paid, 'refunded', new Date(NOW.getTime() + 5 * DAY)));
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 0, plus_ending_date: null });
  });

  it('leaves a paid order without the membership product alone', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    const order = await orderFor(db, user, 'pending_payment', NOW, null);
    await db.transaction().execute((trx) => moveOrderByPayment(trx, order, 'succeeded', NOW));
    expect(await userOf(db, user.id)).toMatchObject({ is_plus_member: 0 });
  });

  it('opens referral codes after the first order has arrived and stops at 10, also when asked for in parallel', async () => {
    const { db } = opened;
    const user = await userOf(db, await givenUser(db));
    await expect(createReferralCode(db, user, NOW)).rejects.toMatchObject({ messageKey: 'referralNotAvailable' });
    await orderFor(db, user, 'pending', new Date(NOW.getTime() - 2 * DAY), null);
    expect((await referralsOf(db, user, NOW)).available).toBe(false);
    await orderFor(db, user, 'pending', new Date(NOW.getTime() - 7 * DAY), null);
    expect((await referralsOf(db, user, NOW)).available).toBe(true);

    const answers = await Promise.allSettled(Array.from({ length: 14 }, () => createReferralCode(db, user, NOW)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(REFERRAL.maxCodes);
    for (const a of answers) if (a.status === 'rejected') expect(a.reason).toMatchObject({ messageKey: 'referralLimit' });
    expect((await referralsOf(db, user, NOW)).codes).toHaveLength(REFERRAL.maxCodes);
  });

  it('gives a friend 10 euro off a first order from 40 euro with a referral code, once', async () => {
    const { db } = opened;
    const owner = await userOf(db, await givenUser(db));
    await orderFor(db, owner, 'complete', NOW, null);
    const { codes } = await createReferralCode(db, owner, NOW);
    const row = (await findIssuedCode(db, codes[0].code.toLowerCase()))!;
    expect(issuedCoupon(row, owner.id, NOW)).toBeNull();
    expect(issuedCoupon(row, 'friend', NOW)?.rule).toEqual({ kind: 'fixed', amount: 10, minimumGoodsValue: 40, firstOrderOnly: true, notCombinable: true });
    const uses = await Promise.all([useIssuedCode(db, row.code, 'a@example.com', NOW.toISOString()), useIssuedCode(db, row.code, 'b@example.com', NOW.toISOString())]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await referralsOf(db, owner, NOW)).codes[0].used).toBe(true);
    expect(issuedCoupon((await findIssuedCode(db, row.code))!, 'friend', NOW)).toBeNull();
  });
});
