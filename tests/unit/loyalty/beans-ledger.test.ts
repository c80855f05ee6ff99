/**
 * The beans ledger's rules as properties (issue 17): whatever the entries, no balance goes below
 * zero, no bean is counted twice (held + spent + expired + taken back = earned), and expiry and
 * spending go first-in first-out by expiry date.
 */
import fc from 'fast-check';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/config/loyalty';
import { deriveBalance, unrecordedExpiries, type LedgerEntry } from '@/lib/loyalty';

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const iso = (day: number) => new Date(T0 + day * DAY).toISOString();

const earning = (id: string, day: number, amount: number, pendingDays = 28, expiryDays = 365): LedgerEntry => ({
  id,
  type: TRANSACTION_TYPES.orderCreated,
  amount,
  created_at: iso(day),
  active_at: iso(day + pendingDays),
  expiration_date: iso(day + expiryDays),
  order_id: `order-${id}`,
  lot_id: null,
});
const debit = (id: string, day: number, amount: number, type: TransactionType = TRANSACTION_TYPES.giftcardCreated, lot: string | null = null): LedgerEntry => ({
  id,
  type,
  amount: -amount,
  created_at: iso(day),
  active_at: null,
  expiration_date: null,
  order_id: null,
  lot_id: lot,
});

const entriesArb = fc
  .array(
    fc.record({
      kind: fc.constantFrom('earn', 'spend', 'cancel', 'leave'),
      day: fc.integer({ min: 0, max: 800 }),
      amount: fc.integer({ min: 1, max: 900 }),
      pick: fc.nat(),
    }),
    { maxLength: 40 },
  )
  .map((steps) => {
    const entries: LedgerEntry[] = [];
    steps.forEach((step, i) => {
      const earned = entries.filter((e) => e.amount > 0);
      if (step.kind === 'earn' || earned.length === 0) entries.push(earning(`e${i}`, step.day, step.amount));
      else if (step.kind === 'spend') entries.push(debit(`d${i}`, step.day, step.amount));
      else if (step.kind === 'cancel') entries.push(debit(`c${i}`, step.day, step.amount, TRANSACTION_TYPES.orderCancelled, earned[step.pick % earned.length].id));
      else entries.push(debit(`l${i}`, step.day, step.amount, TRANSACTION_TYPES.unsubscribed));
    });
    return entries;
  });

describe('beans ledger', () => {
  it('never derives a negative balance and never counts a bean twice', () => {
    fc.assert(
      fc.property(entriesArb, fc.integer({ min: 0, max: 1200 }), (entries, day) => {
        const balance = deriveBalance(entries, iso(day));
        expect(balance.active_points).toBeGreaterThanOrEqual(0);
        expect(balance.pending_points).toBeGreaterThanOrEqual(0);
        for (const lot of balance.lots) expect(lot.remaining).toBeGreaterThanOrEqual(0);
        const earned = entries.filter((e) => e.amount > 0 && e.created_at <= iso(day)).reduce((s, e) => s + e.amount, 0);
        const held = balance.active_points + balance.pending_points;
        expect(held + balance.expired_points).toBeLessThanOrEqual(earned);
        expect(balance.lots.reduce((s, l) => s + l.earned, 0)).toBe(earned);
      }),
    );
  });

  it('holds the same balance whether or not the expiry job has recorded the expiries', () => {
    fc.assert(
      fc.property(entriesArb, fc.integer({ min: 0, max: 1200 }), (entries, day) => {
        const now = iso(day);
        const recorded = unrecordedExpiries(entries, now).map((x, i) => ({
          ...debit(`x${i}`, day, x.amount, TRANSACTION_TYPES.expired, x.lot_id),
          expiration_date: x.expiration_date,
        }));
        const before = deriveBalance(entries, now);
        const after = deriveBalance([...entries, ...recorded], now);
        expect([after.active_points, after.pending_points, after.expired_points]).toEqual([before.active_points, before.pending_points, before.expired_points]);
        expect(unrecordedExpiries([...entries, ...recorded], now)).toEqual([]);
      }),
    );
  });

  it('spends the beans that expire first, so a later expiry takes only what was not spent', () => {
    const entries = [earning('old', 0, 100, 0), earning('new', 100, 100, 0), debit('spend', 120, 150)];
    expect(deriveBalance(entries, iso(130)).lots.map((l) => [l.id, l.remaining])).toEqual([['old', 0], ['new', 50]]);
    expect(deriveBalance(entries, iso(365)).active_points).toBe(50);
    expect(deriveBalance(entries, iso(465))).toMatchObject({ active_points: 0, expired_points: 50 });
  });

  it('spends active beans before pending ones, and a cancellation only from its own earning', () => {
    const entries = [earning('a', 0, 100, 0), earning('b', 10, 40), debit('spend', 11, 120), debit('cancel', 12, 40, TRANSACTION_TYPES.orderCancelled, 'b')];
    const balance = deriveBalance(entries, iso(13));
    expect(balance.lots.map((l) => [l.id, l.remaining])).toEqual([['a', 0], ['b', 0]]);
    expect(balance.active_points + balance.pending_points).toBe(0);
  });

  it('applies an earning before a debit written at the same instant', () => {
    const entries = [debit('0-debit', 5, 30), earning('z-earn', 5, 50, 0)];
    expect(deriveBalance(entries, iso(6)).active_points).toBe(20);
  });
});

describe('expiring beans', () => {
  it('adds up the beans expiring on one day, soonest first', () => {
    const entries = [earning('a', 0, 100, 0), { ...earning('b', 0, 21, 0), created_at: new Date(T0 + 3_600_000).toISOString(), expiration_date: new Date(T0 + 365 * DAY + 3_600_000).toISOString() }, earning('c', 30, 5, 0)];
    expect(deriveBalance(entries, iso(40)).expiring).toEqual([
      { date: iso(365).slice(0, 10), amount: 121 },
      { date: iso(395).slice(0, 10), amount: 5 },
    ]);
  });
});
