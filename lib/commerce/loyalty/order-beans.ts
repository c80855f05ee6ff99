/**
 * Beans and orders (spec 02 §4): a member's order earns beans in the order's own transaction,
 * pending 28 days, expiring 12 months after; cancelling the order takes back what is left of
 * exactly that earning (pending or already active), never more, so the balance cannot go below zero.
 */
import { TRANSACTION_TYPES } from '@/lib/config/loyalty';
import { activationDate, beansForLines, beansMultiplier, expiryDate } from '@/lib/loyalty';
import type { DbExecutor, UserRow } from '../db/schema';
import { appendEntry, bumpVersion, findOrderEntry } from './ledger-repository';
import { isMember } from './membership';

export interface OrderedLine {
  sku: string;
  /** The line's gross value after discounts. */
  value_cents: number;
  attribute_set_id: number | null | undefined;
}

export function beansForOrder(lines: readonly OrderedLine[]): number {
  return beansForLines(lines.map((line) => ({ value_cents: line.value_cents, multiplier: beansMultiplier(line.attribute_set_id) })));
}

/** Credits the order's beans when the customer is a member; answers how many. Call inside the order's transaction. */
export async function earnOrderBeans(trx: DbExecutor, customer: UserRow | null, orderId: string, lines: readonly OrderedLine[], now: Date): Promise<number> {
  if (!customer || !isMember(customer)) return 0;
  const beans = beansForOrder(lines);
  if (beans <= 0) return 0;
  await appendEntry(trx, {
    customer_id: customer.id,
    type: TRANSACTION_TYPES.orderCreated,
    amount: beans,
    order_id: orderId,
    active_at: activationDate(now).toISOString(),
    expiration_date: expiryDate(now).toISOString(),
    created_at: now.toISOString(),
  });
  return beans;
}

/**
 * Takes back a cancelled order's beans, once per order (unique key on type and order): within the
 * 28 days as `order_cancelled`, afterwards as `order_refund`. Call inside the cancellation's transaction.
 */
export async function takeBackOrderBeans(trx: DbExecutor, orderId: string, at: string): Promise<void> {
  const earning = await findOrderEntry(trx, orderId, TRANSACTION_TYPES.orderCreated);
  if (!earning) return;
  const withinWindow = earning.active_at !== null && at < earning.active_at;
  const type = withinWindow ? TRANSACTION_TYPES.orderCancelled : TRANSACTION_TYPES.orderRefund;
  if (await findOrderEntry(trx, orderId, type)) return;
  await bumpVersion(trx, earning.customer_id);
  await appendEntry(trx, { customer_id: earning.customer_id, type, amount: -earning.amount, order_id: orderId, lot_id: earning.id, created_at: at });
}
