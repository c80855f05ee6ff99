/**
 * Cancels orders that waited too long for their money and gives their stock back (issue 15).
 * A plain function, so the jobs runner can call it on a schedule; until that lands, payment
 * requests call `sweepUnpaidOrdersNow`, which runs it at most once a minute per process.
 */
import { PAYMENT_STATUS, UNPAID_ORDER_STATUSES, UNPAID_ORDER_SWEEP_BATCH, UNPAID_ORDER_SWEEP_INTERVAL_MS } from '@/lib/config/payments';
import type { Db } from '@/lib/db/schema';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { findOrderById } from '../orders/order-repository';
import { moveOrderByPayment } from './apply-payment-event';
import { findPaymentOfOrder, listUnpaidOrdersBefore, updatePayment } from './payment-repository';
import { errorText, logger } from '@/lib/logging/logger';
import { serverNow } from '@/lib/clock/request-clock';

const MINUTE_MS = 60_000;

/** The configured wait before an unpaid order is cancelled (UNPAID_ORDER_TIMEOUT_MINUTES, a positive number). */
export function unpaidOrderTimeoutMs(source?: EnvironmentSource): number {
  return environment(source).UNPAID_ORDER_TIMEOUT_MINUTES * MINUTE_MS;
}

/** Cancels up to one batch of orders unpaid since before `now - timeoutMs`; answers how many. */
export async function sweepUnpaidOrders(db: Db, now: Date, timeoutMs = unpaidOrderTimeoutMs()): Promise<number> {
  const before = new Date(now.getTime() - timeoutMs).toISOString();
  let canceled = 0;
  for (const { id } of await listUnpaidOrdersBefore(db, UNPAID_ORDER_STATUSES, before, UNPAID_ORDER_SWEEP_BATCH)) {
    const moved = await db.transaction().execute(async (trx) => {
      const order = await findOrderById(trx, id);
      if (!order || !(await moveOrderByPayment(trx, order, 'expired', now))) return false;
      const payment = await findPaymentOfOrder(trx, id);
      if (payment) await updatePayment(trx, payment.id, { status: PAYMENT_STATUS.canceled }, now.toISOString());
      return true;
    });
    if (moved) canceled += 1;
  }
  return canceled;
}

const SWEEP_KEY = Symbol.for('storefront.unpaid-order-sweep');
type SweepClock = { [SWEEP_KEY]?: number };

/** The sweep "on the next request": runs when the last run of this process is a minute old; never fails the request. */
/**
 * Runs on the server's real clock, never a request's test clock (ADR 0041): the sweep reaches every
 * shopper's orders, and an e2e test that moved its own clock 28 days cancelled the orders of tests
 * running beside it, and held back every sweep for 28 days after.
 */
export async function sweepUnpaidOrdersNow(db: Db): Promise<void> {
  const now = serverNow();
  const clock = globalThis as SweepClock;
  if ((clock[SWEEP_KEY] ?? 0) > now.getTime() - UNPAID_ORDER_SWEEP_INTERVAL_MS) return;
  clock[SWEEP_KEY] = now.getTime();
  await sweepUnpaidOrders(db, now).catch((error: unknown) => logger().error('unpaid order sweep failed', { error: errorText(error) }));
}
