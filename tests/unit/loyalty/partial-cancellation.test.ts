/**
 * order_refund_from_pending as properties (issue 17): whatever sequence of partial cancellations,
 * no bean is taken back twice (the take-backs add up to the earning once everything is cancelled,
 * and never exceed it), none is taken back beyond what is left of the earning (no negative
 * balance, also through the ledger), and the type follows the 28-day window.
 */
import fc from 'fast-check';
import { TRANSACTION_TYPES } from '@/lib/config/loyalty';
import { deriveBalance, lineShares, partialCancellationBeans, type EarnedOrderLine, type LedgerEntry } from '@/lib/loyalty';

const NOW = '2026-03-01T00:00:00.000Z';
const LATER = '2026-04-01T00:00:00.000Z';

const linesArb = fc.array(
  fc.record({ qty: fc.integer({ min: 1, max: 6 }), beans: fc.integer({ min: 0, max: 300 }), value_cents: fc.integer({ min: 0, max: 20_000 }) }),
  { minLength: 1, maxLength: 5 },
).map((lines) => lines.map((line, i): EarnedOrderLine => ({ line_id: `l${i}`, qty_canceled: 0, ...line })));

/** A random order of single-unit cancellations, grouped into requests. */
const planArb = (lines: EarnedOrderLine[]) =>
  fc
    .shuffledSubarray(lines.flatMap((line) => Array.from({ length: line.qty }, () => line.line_id)), { minLength: 1 })
    .chain((units) => fc.array(fc.integer({ min: 1, max: 3 }), { minLength: units.length, maxLength: units.length }).map((sizes) => ({ units, sizes })));

function run(lines: EarnedOrderLine[], units: string[], sizes: number[], earned: number, lotRemaining: (taken: number) => number) {
  let current = lines.map((line) => ({ ...line }));
  const amounts: number[] = [];
  let at = 0;
  while (at < units.length) {
    const batch = units.slice(at, at + sizes[at]);
    at += batch.length;
    const cancel = [...new Set(batch)].map((line_id) => ({ line_id, qty: batch.filter((id) => id === line_id).length }));
    const taken = amounts.reduce((a, b) => a + b, 0);
    const answer = partialCancellationBeans({ earned, lot_remaining: lotRemaining(taken), active_at: LATER, lines: current, cancel, now: NOW });
    if (!answer.ok) throw new Error(`refused: ${answer.refusal}`);
    amounts.push(answer.amount);
    current = current.map((line) => ({ ...line, qty_canceled: answer.qty_canceled[line.line_id] }));
  }
  return { amounts, current };
}

describe('partial cancellation beans', () => {
  it('takes back exactly the earning when everything is cancelled, and never a bean twice', () => {
    fc.assert(
      fc.property(linesArb.chain((lines) => fc.tuple(fc.constant(lines), planArb(lines), fc.integer({ min: 0, max: 900 }))), ([lines, { units, sizes }, earned]) => {
        const { amounts, current } = run(lines, units, sizes, earned, (taken) => earned - taken);
        const total = amounts.reduce((a, b) => a + b, 0);
        expect(amounts.every((a) => a >= 0)).toBe(true);
        expect(total).toBeLessThanOrEqual(earned);
        const everything = current.every((line) => line.qty_canceled === line.qty);
        if (everything) expect(total).toBe(earned);
      }),
      { numRuns: 300 },
    );
  });

  it('never takes back more than is left of the earning, so the ledger never goes negative', () => {
    fc.assert(
      fc.property(
        linesArb.chain((lines) => fc.tuple(fc.constant(lines), planArb(lines), fc.integer({ min: 1, max: 900 }), fc.integer({ min: 0, max: 900 }))),
        ([lines, { units, sizes }, earned, spentBefore]) => {
          const spent = Math.min(spentBefore, earned);
          const { amounts } = run(lines, units, sizes, earned, (taken) => Math.max(0, earned - spent - taken));
          expect(amounts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(earned - spent);
          // Written into a ledger, the lot never goes below zero and the balance adds up.
          const entries: LedgerEntry[] = [
            { id: 'e', type: TRANSACTION_TYPES.orderCreated, amount: earned, created_at: '2026-02-01T00:00:00.000Z', active_at: '2026-02-01T00:00:00.000Z', expiration_date: '2027-02-01T00:00:00.000Z', order_id: 'o', lot_id: null },
            { id: 's', type: TRANSACTION_TYPES.giftcardCreated, amount: -spent, created_at: '2026-02-02T00:00:00.000Z', active_at: null, expiration_date: null, order_id: null, lot_id: null },
            ...amounts.map((amount, i): LedgerEntry => ({ id: `r${i}`, type: TRANSACTION_TYPES.orderRefundFromPending, amount: -amount, created_at: NOW, active_at: null, expiration_date: null, order_id: 'o', lot_id: 'e' })),
          ];
          const balance = deriveBalance(entries, NOW);
          expect(balance.active_points).toBeGreaterThanOrEqual(0);
          expect(balance.active_points).toBe(earned - spent - amounts.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('apportions an earning whose lines recorded no beans so the shares add up to it', () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 0, max: 5000 }), (lines, earned) => {
        const unrecorded = lines.map((line) => ({ ...line, beans: 0 }));
        const shares = lineShares(earned, unrecorded);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(earned);
        expect(shares.every((s) => s >= 0)).toBe(true);
      }),
    );
  });

  const order: EarnedOrderLine[] = [
    { line_id: 'coffee', qty: 2, qty_canceled: 0, beans: 60, value_cents: 2000 },
    { line_id: 'mug', qty: 1, qty_canceled: 0, beans: 9, value_cents: 900 },
  ];

  it('takes back the cancelled goods share as order_refund_from_pending within the 28 days', () => {
    const answer = partialCancellationBeans({ earned: 69, lot_remaining: 69, active_at: LATER, lines: order, cancel: [{ line_id: 'coffee', qty: 1 }], now: NOW });
    expect(answer).toEqual({ ok: true, amount: 30, type: 'order_refund_from_pending', qty_canceled: { coffee: 1, mug: 0 }, fully_canceled: false });
  });

  it('is an order_refund once the beans are active', () => {
    const answer = partialCancellationBeans({ earned: 69, lot_remaining: 69, active_at: NOW, lines: order, cancel: [{ line_id: 'mug', qty: 1 }], now: LATER });
    expect(answer).toMatchObject({ ok: true, amount: 9, type: 'order_refund' });
  });

  it('refuses unknown lines, quantities that are not positive and more than is still open', () => {
    const base = { earned: 69, lot_remaining: 69, active_at: LATER, lines: order, now: NOW };
    expect(partialCancellationBeans({ ...base, cancel: [{ line_id: 'tea', qty: 1 }] })).toEqual({ ok: false, refusal: 'unknown_line', line_id: 'tea' });
    expect(partialCancellationBeans({ ...base, cancel: [{ line_id: 'mug', qty: 0 }] })).toEqual({ ok: false, refusal: 'qty_not_positive', line_id: 'mug' });
    expect(partialCancellationBeans({ ...base, cancel: [{ line_id: 'coffee', qty: 1 }, { line_id: 'coffee', qty: 2 }] })).toEqual({ ok: false, refusal: 'qty_above_open', line_id: 'coffee' });
    expect(partialCancellationBeans({ ...base, cancel: [] })).toEqual({ ok: false, refusal: 'nothing_to_cancel' });
  });
});
