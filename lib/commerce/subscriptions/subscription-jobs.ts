/**
 * The subscription jobs (issue 16): a recurring scan queues one cycle job per due subscription
 * (key `subscription:{id}:cycle:{date}`) and one reminder per delivery within the reminder
 * window, and one charge job per follow-up order whose payment attempt is due (key
 * `subscription:{id}:charge:{order}:{attempt}`); the jobs do the work once
 * (`subscription-cycles.ts`, `subscription-charges.ts`).
 */
import { JOB_NAMES, SUBSCRIPTION_SCAN_EVERY_SECONDS, SUBSCRIPTION_SCAN_LIMIT } from '@/lib/config/jobs';
import type { JobRunner } from '@/lib/jobs/types';
import { calendarDateOf } from '@/lib/subscriptions';
import type { Db } from '@/lib/db/schema';
import { forgetExpiredIdempotencyKeys } from '../orders/place-order';
import { chargeKey, chargeSubscriptionOrder, listDueCharges } from './subscription-charges';
import { cycleKey, listDueSubscriptions, listSubscriptionsToRemind, placeSubscriptionCycle, reminderKey, sendDeliveryReminder } from './subscription-cycles';
import { errorText, logger } from '@/lib/logging/logger';

interface SubscriptionPayload {
  subscription_id: string;
}

interface ChargePayload {
  order_id: string;
}

/** Queues the due cycles and reminders of `now`; answers how many jobs were queued. */
export async function scanSubscriptions(db: Db, runner: JobRunner, now: Date, limit = SUBSCRIPTION_SCAN_LIMIT): Promise<number> {
  const today = calendarDateOf(now);
  // The cycles' orders leave this to the scan (one delete per run instead of one per order).
  await forgetExpiredIdempotencyKeys(db, now);
  let queued = 0;
  for (const row of await listDueSubscriptions(db, today, limit)) {
    if (await runner.schedule(JOB_NAMES.subscriptionCycle, { subscription_id: row.id }, { key: cycleKey(row.id, row.next_order_date) })) queued += 1;
  }
  for (const row of await listSubscriptionsToRemind(db, today, limit)) {
    if (await runner.schedule(JOB_NAMES.subscriptionReminder, { subscription_id: row.id }, { key: reminderKey(row.id, row.next_order_date) })) queued += 1;
  }
  for (const row of await listDueCharges(db, now, limit)) {
    if (await runner.schedule(JOB_NAMES.subscriptionCharge, { order_id: row.order_id }, { key: chargeKey(row.subscription_id, row.order_id, row.attempts + 1) })) queued += 1;
  }
  return queued;
}

/** Registers the subscription jobs and the recurring scan on a runner. */
export function defineSubscriptionJobs(runner: JobRunner, db: Db): void {
  runner.define({ name: JOB_NAMES.subscriptionScan, retryLimit: 0, handler: async (_payload, { now }) => void (await scanSubscriptions(db, runner, now)) });
  runner.define<SubscriptionPayload>({
    name: JOB_NAMES.subscriptionCycle,
    async handler({ subscription_id }, { now }) {
      const placed = await placeSubscriptionCycle(db, subscription_id, now);
      // The first attempt at once; a failure here (provider unreachable) leaves the charge due for the next scan.
      if (placed.kind === 'ordered') await chargeSubscriptionOrder(db, placed.order_id, now).catch((error: unknown) => logger().error('subscription charge failed', { error: errorText(error) }));
    },
  });
  runner.define<ChargePayload>({
    name: JOB_NAMES.subscriptionCharge,
    handler: async ({ order_id }, { now }) => void (await chargeSubscriptionOrder(db, order_id, now)),
  });
  runner.define<SubscriptionPayload>({
    name: JOB_NAMES.subscriptionReminder,
    handler: async ({ subscription_id }, { now }) => void (await sendDeliveryReminder(db, subscription_id, now)),
  });
  runner.recurring(JOB_NAMES.subscriptionScan, SUBSCRIPTION_SCAN_EVERY_SECONDS);
}
