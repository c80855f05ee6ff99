/**
 * The payments' own job (issue 15 §5): the unpaid-order sweep, every minute on the job runner, so
 * an order left unpaid is cancelled and its stock released even when no payment request comes by
 * (requests still run it at most once a minute as well, `sweepUnpaidOrdersNow`).
 */
import { JOB_NAMES, UNPAID_ORDER_SWEEP_EVERY_SECONDS } from '@/lib/config/jobs';
import type { JobRunner } from '@/lib/jobs/types';
import type { Db } from '@/lib/db/schema';
import { sweepUnpaidOrders } from './unpaid-order-sweep';

export function definePaymentJobs(runner: JobRunner, db: Db): void {
  runner.define({ name: JOB_NAMES.unpaidOrderSweep, retryLimit: 0, handler: async (_payload, { now }) => void (await sweepUnpaidOrders(db, now)) });
  runner.recurring(JOB_NAMES.unpaidOrderSweep, UNPAID_ORDER_SWEEP_EVERY_SECONDS);
}
