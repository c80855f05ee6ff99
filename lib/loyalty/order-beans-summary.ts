/**
 * The beans one order stands for, as its order view shows them (spec 02 §4 "cancelling or changing
 * the order in that window adjusts or removes the beans"; issue 17): what the order earned, each
 * take-back of a cancellation (whole or partial, pending or already active) or refund, and what is
 * left. Pure; read from the order's own ledger entries.
 */
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/config/loyalty';

export interface OrderLedgerEntry {
  type: TransactionType | string;
  /** Signed whole beans. */
  amount: number;
  created_at: string;
}

export interface OrderBeansAdjustment {
  type: string;
  /** Signed (a take-back is negative). */
  amount: number;
  created_at: string;
}

export interface OrderBeansSummary {
  earned: number;
  /** Beans taken back in all (≥ 0). */
  taken_back: number;
  /** What the order still counts for: earned minus taken back. */
  standing: number;
  adjustments: OrderBeansAdjustment[];
}

/** The entries that change what an order stands for after it earned. */
export const ORDER_ADJUSTMENT_TYPES: readonly string[] = [TRANSACTION_TYPES.orderCancelled, TRANSACTION_TYPES.orderRefund, TRANSACTION_TYPES.orderRefundFromPending];

/** null when the order earned no beans (a guest's, a non-member's, or a membership fee alone). */
export function orderBeansSummary(entries: readonly OrderLedgerEntry[]): OrderBeansSummary | null {
  const earned = entries.filter((entry) => entry.type === TRANSACTION_TYPES.orderCreated).reduce((sum, entry) => sum + entry.amount, 0);
  if (earned <= 0) return null;
  const adjustments = entries
    .filter((entry) => ORDER_ADJUSTMENT_TYPES.includes(entry.type) && entry.amount !== 0)
    .map((entry) => ({ type: entry.type, amount: entry.amount, created_at: entry.created_at }))
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  const takenBack = Math.min(earned, adjustments.reduce((sum, entry) => sum - entry.amount, 0));
  return { earned, taken_back: takenBack, standing: earned - takenBack, adjustments };
}
