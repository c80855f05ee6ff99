/**
 * Beans of a partial cancellation (spec 02 §3 "order_refund_from_pending (partial cancellation)",
 * §4 "cancelling or changing the order in that window adjusts the beans"; issue 17), pure.
 *
 * Each order line holds a share of the order's earning (the beans it earned, recorded with the
 * line). The beans the order still stands for are, per line, its share times the quantity not
 * cancelled over the quantity ordered, rounded down. A cancellation takes back what that standing
 * drops by, so successive cancellations add up to exactly the earning once everything is cancelled
 * (no bean taken back twice), and never more than is left of the earning (no negative balance).
 */
import { TRANSACTION_TYPES } from '@/lib/config/loyalty';

export interface EarnedOrderLine {
  line_id: string;
  qty: number;
  /** Quantity already cancelled by earlier partial cancellations. */
  qty_canceled: number;
  /** The beans this line earned when the order was placed (0 on lines written before they were recorded). */
  beans: number;
  /** The line's gross value after discounts, in cents: apportions an earning whose lines did not record their beans. */
  value_cents: number;
}

export interface CanceledQty {
  line_id: string;
  qty: number;
}

export type PartialCancellationRefusal = 'unknown_line' | 'qty_not_positive' | 'qty_above_open' | 'nothing_to_cancel';

export type PartialCancellationBeans =
  | {
      ok: true;
      /** Beans to take back (≥ 0, never above what is left of the earning). */
      amount: number;
      type: typeof TRANSACTION_TYPES.orderRefundFromPending | typeof TRANSACTION_TYPES.orderRefund;
      /** Every line's cancelled quantity after this cancellation. */
      qty_canceled: Record<string, number>;
      /** Whether nothing of the order is left. */
      fully_canceled: boolean;
    }
  | { ok: false; refusal: PartialCancellationRefusal; line_id?: string };

/**
 * Each line's share of an earning of `earned` beans: the recorded line beans when they add up to
 * it; otherwise the earning apportioned by line value, largest remainder first, so the shares
 * always add up to the earning exactly.
 */
export function lineShares(earned: number, lines: readonly EarnedOrderLine[]): number[] {
  const recorded = lines.reduce((sum, line) => sum + Math.max(0, line.beans), 0);
  if (recorded === earned) return lines.map((line) => Math.max(0, line.beans));
  const values = lines.map((line) => Math.max(0, line.value_cents));
  const total = values.reduce((a, b) => a + b, 0);
  if (total === 0 || earned <= 0) return lines.map((_, i) => (i === 0 ? Math.max(0, earned) : 0));
  const exact = values.map((value) => (earned * value) / total);
  const shares = exact.map(Math.floor);
  let left = earned - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** The beans the order still stands for with these cancelled quantities. */
export function standingBeans(shares: readonly number[], lines: readonly EarnedOrderLine[], canceled: Record<string, number>): number {
  return lines.reduce((sum, line, i) => {
    if (line.qty <= 0) return sum;
    const open = Math.max(0, line.qty - (canceled[line.line_id] ?? 0));
    return sum + Math.floor((shares[i] * open) / line.qty);
  }, 0);
}

export interface PartialCancellationInput {
  /** The order's earning (its `order_created` entry), or 0 when it earned none. */
  earned: number;
  /** What is left of that earning now (spent, cancelled and expired beans are gone). */
  lot_remaining: number;
  /** When the earning becomes active; before it, beans come back from pending. */
  active_at: string | null;
  lines: readonly EarnedOrderLine[];
  cancel: readonly CanceledQty[];
  /** ISO time of the cancellation. */
  now: string;
}

/** Checks the cancelled quantities against the order and answers the beans to take back and how. */
export function partialCancellationBeans(input: PartialCancellationInput): PartialCancellationBeans {
  const byId = new Map(input.lines.map((line) => [line.line_id, line]));
  const before: Record<string, number> = Object.fromEntries(input.lines.map((line) => [line.line_id, line.qty_canceled]));
  const after: Record<string, number> = { ...before };
  let cancelled = 0;
  for (const item of input.cancel) {
    const line = byId.get(item.line_id);
    if (!line) return { ok: false, refusal: 'unknown_line', line_id: item.line_id };
    if (!Number.isInteger(item.qty) || item.qty <= 0) return { ok: false, refusal: 'qty_not_positive', line_id: item.line_id };
    after[line.line_id] += item.qty;
    if (after[line.line_id] > line.qty) return { ok: false, refusal: 'qty_above_open', line_id: item.line_id };
    cancelled += item.qty;
  }
  if (cancelled === 0) return { ok: false, refusal: 'nothing_to_cancel' };
  const shares = lineShares(input.earned, input.lines);
  const drop = standingBeans(shares, input.lines, before) - standingBeans(shares, input.lines, after);
  const amount = Math.max(0, Math.min(drop, input.lot_remaining));
  const pending = input.active_at !== null && input.now < input.active_at;
  return {
    ok: true,
    amount,
    type: pending ? TRANSACTION_TYPES.orderRefundFromPending : TRANSACTION_TYPES.orderRefund,
    qty_canceled: after,
    fully_canceled: input.lines.every((line) => after[line.line_id] >= line.qty),
  };
}
