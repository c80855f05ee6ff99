/**
 * Due-date work of the ledger on the job runner (lib/jobs, as the subscriptions register theirs):
 * a recurring scan queues one job per customer holding beans that expired unrecorded; the job
 * appends one `points_expired` entry per such earning. The balance is derived with expiry applied
 * anyway, so a late job changes what the history shows, never the balance; the unique key on
 * (type, lot) makes a second run write nothing.
 */
import { LOYALTY_EXPIRY_SCAN_EVERY_SECONDS, LOYALTY_EXPIRY_SCAN_LIMIT, TRANSACTION_TYPES } from '@/lib/config/loyalty';
import { JOB_NAMES } from '@/lib/config/jobs';
import type { JobRunner } from '@/lib/jobs/types';
import { unrecordedExpiries } from '@/lib/loyalty';
import type { Db } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/constraint-errors';
import { appendEntry, customersWithUnrecordedExpiries, listEntries, toLedgerEntry } from './ledger-repository';

interface ExpiryPayload {
  customer_id: string;
}

/** Writes the customer's expired earnings into the ledger; answers how many entries were written. */
export async function recordExpiries(db: Db, customerId: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = unrecordedExpiries((await listEntries(db, customerId)).map(toLedgerEntry), at);
  let written = 0;
  for (const expiry of due) {
    try {
      await appendEntry(db, {
        customer_id: customerId,
        type: TRANSACTION_TYPES.expired,
        amount: -expiry.amount,
        lot_id: expiry.lot_id,
        expiration_date: expiry.expiration_date,
        created_at: at,
      });
      written += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return written;
}

export async function scanLoyaltyExpiries(db: Db, runner: JobRunner, now: Date): Promise<number> {
  let queued = 0;
  const day = now.toISOString().slice(0, 10);
  for (const customerId of await customersWithUnrecordedExpiries(db, now.toISOString(), LOYALTY_EXPIRY_SCAN_LIMIT)) {
    if (await runner.schedule(JOB_NAMES.loyaltyExpiry, { customer_id: customerId }, { key: `loyalty:${customerId}:expiry:${day}` })) queued += 1;
  }
  return queued;
}

export function defineLoyaltyJobs(runner: JobRunner, db: Db): void {
  runner.define({ name: JOB_NAMES.loyaltyExpiryScan, retryLimit: 0, handler: async (_payload, { now }) => void (await scanLoyaltyExpiries(db, runner, now)) });
  runner.define<ExpiryPayload>({ name: JOB_NAMES.loyaltyExpiry, handler: async ({ customer_id }, { now }) => void (await recordExpiries(db, customer_id, now)) });
  runner.recurring(JOB_NAMES.loyaltyExpiryScan, LOYALTY_EXPIRY_SCAN_EVERY_SECONDS);
}
