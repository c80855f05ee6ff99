/**
 * Beans and orders (spec 02 §4): a member's order earns beans in the order's own transaction,
 * pending 28 days, expiring 12 months after; cancelling the order takes back what is left of
 * exactly that earning (pending or already active), never more, so the balance cannot go below zero.
 */
import { TRANSACTION_TYPES } from '@/lib/config/loyalty';
import { activationDate, beansForLines, beansMultiplier, deriveBalance, expiryDate, partialCancellationBeans, type CanceledQty, type PartialCancellationBeans } from '@/lib/loyalty';
import type { DbExecutor, OrderLineRow, UserRow } from '@/lib/db/schema';
import { appendEntry, bumpVersion, findOrderEntry, listEntries, toLedgerEntry } from './ledger-repository';
import { isMember } from './membership';

export interface OrderedLine {
  /** The order line's id: its beans are recorded with it (its share when part of the order is cancelled). */
  line_id?: string;
  sku: string;
  /** The line's gross value after discounts. */
  value_cents: number;
  attribute_set_id: number | null | undefined;
}

export function beansForOrder(lines: readonly OrderedLine[]): number {
  return beansForLines(lines.map((line) => ({ value_cents: line.value_cents, multiplier: beansMultiplier(line.attribute_set_id) })));
}

/** What is left of an earning now: spent, taken back and expired beans are gone. */
async function lotRemaining(trx: DbExecutor, customerId: string, lotId: string, at: string): Promise<number> {
  const balance = deriveBalance((await listEntries(trx, customerId)).map(toLedgerEntry), at);
  return balance.lots.find((lot) => lot.id === lotId)?.remaining ?? 0;
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
  for (const line of lines) {
    const lineBeans = beansForOrder([line]);
    if (line.line_id && lineBeans > 0) await trx.updateTable('order_lines').set({ beans: lineBeans }).where('id', '=', line.line_id).execute();
  }
  return beans;
}

/**
 * Takes back what is left of a cancelled order's beans, once per order (what is left is then 0):
 * within the 28 days as `order_cancelled`, afterwards as `order_refund`. Call inside the cancellation's transaction.
 */
export async function takeBackOrderBeans(trx: DbExecutor, orderId: string, at: string): Promise<void> {
  const earning = await findOrderEntry(trx, orderId, TRANSACTION_TYPES.orderCreated);
  if (!earning) return;
  const withinWindow = earning.active_at !== null && at < earning.active_at;
  const type = withinWindow ? TRANSACTION_TYPES.orderCancelled : TRANSACTION_TYPES.orderRefund;
  // Once per order: the cancellation by its unique key; a refund after partial ones by what is left.
  if (type === TRANSACTION_TYPES.orderCancelled && (await findOrderEntry(trx, orderId, type))) return;
  // What partial cancellations, spending or expiry left of the earning: never more.
  const left = await lotRemaining(trx, earning.customer_id, earning.id, at);
  if (left <= 0) return;
  await bumpVersion(trx, earning.customer_id);
  await appendEntry(trx, { customer_id: earning.customer_id, type, amount: -left, order_id: orderId, lot_id: earning.id, created_at: at });
}

/**
 * Part of an order cancelled (spec 02 §3 order_refund_from_pending): checks the quantities against
 * the order's lines and takes back the cancelled goods' share of the order's earning, from the
 * pending beans within the 28 days (`order_refund_from_pending`), afterwards as `order_refund`;
 * never more than is left of the earning. Call inside the cancellation's transaction.
 */
export async function takeBackCanceledItemsBeans(trx: DbExecutor, orderId: string, lines: readonly OrderLineRow[], cancel: readonly CanceledQty[], at: string): Promise<PartialCancellationBeans> {
  const earning = await findOrderEntry(trx, orderId, TRANSACTION_TYPES.orderCreated);
  const answer = partialCancellationBeans({
    earned: earning?.amount ?? 0,
    lot_remaining: earning ? await lotRemaining(trx, earning.customer_id, earning.id, at) : 0,
    active_at: earning?.active_at ?? null,
    lines: lines.map((line) => ({ line_id: line.id, qty: line.qty, qty_canceled: line.qty_canceled, beans: line.beans, value_cents: line.row_total_incl_tax_cents })),
    cancel,
    now: at,
  });
  if (!answer.ok || !earning || answer.amount === 0) return answer;
  await bumpVersion(trx, earning.customer_id);
  await appendEntry(trx, { customer_id: earning.customer_id, type: answer.type, amount: -answer.amount, order_id: orderId, lot_id: earning.id, created_at: at });
  return answer;
}
