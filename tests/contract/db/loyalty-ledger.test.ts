/**
 * The beans ledger on every Db adapter (issue 17): starting credit once per person ever, earnings
 * pending 28 days then active, cancellation taking back exactly the order's beans, expiry recorded
 * once by the job, leaving the club writing everything off, and redeems racing on one balance
 * never overspending it.
 */
import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { givenUser } from './fixtures';
import { PENDING_DAYS, STARTING_CREDIT_BEANS, TRANSACTION_TYPES } from '@/lib/config/loyalty';
import { findUserById, deleteUser } from '@/lib/commerce/users/user-repository';
import {
  buyVoucher,
  earnOrderBeans,
  giftCardsOf,
  joinClub,
  leaveClub,
  recordExpiries,
  spendGiftCard,
  stopClubMails,
  takeBackOrderBeans,
  userPoints,
  userTransactions,
} from '@/lib/commerce/loyalty';
import { appendEntry, listEntries } from '@/lib/commerce/loyalty/ledger-repository';
import { ApiError } from '@/lib/http/api-error';
import type { Db, UserRow } from '@/lib/db';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

async function member(db: Db, email?: string): Promise<UserRow> {
  const id = await givenUser(db, email ? { email } : {});
  const { user } = await joinClub(db, (await findUserById(db, id)) as UserRow, NOW);
  return user;
}

/** Active beans credited directly (a correction), so a case starts from a known balance. */
async function credit(db: Db, user: UserRow, amount: number, at = NOW) {
  await appendEntry(db, {
    customer_id: user.id,
    type: TRANSACTION_TYPES.adminCorrection,
    amount,
    active_at: at.toISOString(),
    expiration_date: new Date(at.getTime() + 365 * DAY).toISOString(),
    created_at: at.toISOString(),
  });
}

async function orderOf(db: Db, user: UserRow): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('orders')
    .values({
      id,
      increment_id: `9${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      user_id: user.id,
      store_code: 'de_de',
      email: user.email,
      status: 'pending',
      payment_method: 'checkmo',
      shipping_method: 'flatrate_flatrate',
      addresses: '{}',
      totals: '{}',
      grand_total_cents: 5000,
      currency: 'EUR',
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
  return id;
}

describe.each(dbAdaptersUnderTest())('beans ledger on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('credits the starting beans once per person ever, also after leaving, and after deleting and re-registering the account', async () => {
    const { db } = opened;
    const email = `${randomUUID()}@example.com`;
    const user = await member(db, email);
    expect((await userPoints(db, user, NOW)).active_points).toBe(STARTING_CREDIT_BEANS);

    const left = await leaveClub(db, user, later(1));
    expect((await userPoints(db, left, later(1))).active_points).toBe(0);
    const again = await joinClub(db, left, later(2));
    expect(again.startingCredit).toBe(false);
    expect((await userPoints(db, again.user, later(2))).active_points).toBe(0);

    await deleteUser(db, user.id);
    const reregistered = await member(db, email.toUpperCase());
    expect((await userPoints(db, reregistered, later(3))).active_points).toBe(0);
  });

  it('gives the starting credit once when the same person joins twice at the same moment', async () => {
    const { db } = opened;
    const id = await givenUser(db);
    const user = (await findUserById(db, id)) as UserRow;
    const joins = await Promise.allSettled([joinClub(db, user, NOW), joinClub(db, user, NOW), joinClub(db, user, NOW)]);
    expect(joins.filter((j) => j.status === 'fulfilled' && j.value.startingCredit)).toHaveLength(1);
    const entries = await listEntries(db, id);
    expect(entries.filter((e) => e.type === TRANSACTION_TYPES.subscribed)).toHaveLength(1);
  });

  it("keeps an order's beans pending for 28 days, then active", async () => {
    const { db } = opened;
    const user = await member(db);
    const orderId = await orderOf(db, user);
    const orderedAt = new Date(NOW.getTime() + 60_000);
    const activeAt = new Date(orderedAt.getTime() + PENDING_DAYS * DAY);
    // 20 € of coffee (3 per euro) and 10.99 € of a machine (1 per euro).
    const earned = await earnOrderBeans(db, user, orderId, [
      { sku: 'c', value_cents: 2000, attribute_set_id: 9 },
      { sku: 'm', value_cents: 1099, attribute_set_id: 21 },
    ], orderedAt);
    expect(earned).toBe(70);
    const pending = await userPoints(db, user, new Date(activeAt.getTime() - 1));
    expect(pending).toMatchObject({ active_points: STARTING_CREDIT_BEANS, pending_points: 70 });
    const active = await userPoints(db, user, activeAt);
    expect(active).toMatchObject({ active_points: STARTING_CREDIT_BEANS + 70, pending_points: 0 });
    expect((await userTransactions(db, user, later(1))).map((t) => [t.bonus_source, t.status])).toEqual([
      ['order_created', 'pending'],
      ['customer_subscribed', 'active'],
    ]);
  });

  it("earns nothing for a customer outside the club", async () => {
    const { db } = opened;
    const id = await givenUser(db);
    const user = (await findUserById(db, id)) as UserRow;
    expect(await earnOrderBeans(db, user, await orderOf(db, user), [{ sku: 'c', value_cents: 5000, attribute_set_id: 9 }], NOW)).toBe(0);
    expect(await listEntries(db, id)).toEqual([]);
  });

  it('takes back a cancelled order’s beans once: within the window as order_cancelled, later as order_refund', async () => {
    const { db } = opened;
    const user = await member(db);
    const early = await orderOf(db, user);
    const late = await orderOf(db, user);
    await earnOrderBeans(db, user, early, [{ sku: 'c', value_cents: 1000, attribute_set_id: 9 }], NOW);
    await earnOrderBeans(db, user, late, [{ sku: 'c', value_cents: 1000, attribute_set_id: 9 }], NOW);
    await takeBackOrderBeans(db, early, later(3).toISOString());
    await takeBackOrderBeans(db, early, later(4).toISOString());
    await takeBackOrderBeans(db, late, later(PENDING_DAYS + 1).toISOString());
    const types = (await listEntries(db, user.id)).map((e) => e.type);
    expect(types.filter((t) => t === 'order_cancelled')).toHaveLength(1);
    expect(types.filter((t) => t === 'order_refund')).toHaveLength(1);
    expect(await userPoints(db, user, later(PENDING_DAYS + 2))).toMatchObject({ active_points: STARTING_CREDIT_BEANS, pending_points: 0 });
  });

  it('lets beans expire 12 months after earning and records the expiry once', async () => {
    const { db } = opened;
    const user = await member(db);
    const yearLater = new Date('2027-03-01T10:00:00.000Z');
    expect((await userPoints(db, user, new Date(yearLater.getTime() - 1))).active_points).toBe(STARTING_CREDIT_BEANS);
    expect(await userPoints(db, user, yearLater)).toMatchObject({ active_points: 0, expired_points: STARTING_CREDIT_BEANS });
    expect(await recordExpiries(db, user.id, yearLater)).toBe(1);
    expect(await recordExpiries(db, user.id, later(400))).toBe(0);
    expect(await userPoints(db, user, later(400))).toMatchObject({ active_points: 0, expired_points: STARTING_CREDIT_BEANS });
  });

  it('writes off every bean, active and pending, when the member leaves; the e-mail-only unsubscribe keeps them', async () => {
    const { db } = opened;
    const user = await member(db);
    await earnOrderBeans(db, user, await orderOf(db, user), [{ sku: 'c', value_cents: 1000, attribute_set_id: 9 }], NOW);
    const quiet = await stopClubMails(db, user, later(1));
    expect(await userPoints(db, quiet, later(1))).toMatchObject({ active_points: 100, pending_points: 30, is_member: true, mails: false });
    const left = await leaveClub(db, quiet, later(2));
    expect(await userPoints(db, left, later(40))).toMatchObject({ active_points: 0, pending_points: 0, is_member: false });
  });

  it('buys a voucher valid 2 years for the smallest step, and refuses below it or above the active beans', async () => {
    const { db } = opened;
    const user = await member(db);
    await expect(buyVoucher(db, user, 500, NOW)).rejects.toMatchObject({ messageKey: 'loyaltyAboveActivePoints' });
    await credit(db, user, 450);
    await expect(buyVoucher(db, user, 499, NOW)).rejects.toMatchObject({ messageKey: 'loyaltyBelowSmallestStep' });
    const voucher = await buyVoucher(db, user, 520, NOW);
    expect(voucher).toMatchObject({ total_value: 5, remaining_balance: 5, valid_until: '2028-03-01T10:00:00.000Z', giftcard_data: { type: 'loyalty' } });
    expect((await userPoints(db, user, NOW)).active_points).toBe(50);
    expect((await giftCardsOf(db, user.id, NOW)).active.map((c) => c.code)).toEqual([voucher.code]);
  });

  it('never overspends one balance with 50 redeems at once', async () => {
    const { db } = opened;
    const user = await member(db);
    await credit(db, user, 1_150);
    const answers = await Promise.allSettled(Array.from({ length: 50 }, () => buyVoucher(db, user, 500, NOW)));
    const bought = answers.filter((a) => a.status === 'fulfilled').length;
    for (const a of answers) if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(ApiError);
    const points = await userPoints(db, user, NOW);
    expect(bought).toBeGreaterThanOrEqual(1);
    expect(bought).toBeLessThanOrEqual(2);
    expect(points.active_points).toBe(1_250 - bought * 500);
    expect(points.active_points).toBeGreaterThanOrEqual(0);
    const ledgerSum = (await listEntries(db, user.id)).reduce((sum, e) => sum + e.amount, 0);
    expect(ledgerSum).toBe(points.active_points);
    expect((await giftCardsOf(db, user.id, NOW)).active).toHaveLength(bought);
  });

  it('spends a gift card at most down to zero when orders race for it', async () => {
    const { db } = opened;
    const user = await member(db);
    await credit(db, user, 500);
    const voucher = await buyVoucher(db, user, 500, NOW);
    const spent = await Promise.all(Array.from({ length: 10 }, () => spendGiftCard(db, voucher.code, 200, NOW.toISOString())));
    expect(spent.filter(Boolean)).toHaveLength(2);
    const list = await giftCardsOf(db, user.id, NOW);
    expect(list.active[0]).toMatchObject({ remaining_balance: 1 });
  });
});
