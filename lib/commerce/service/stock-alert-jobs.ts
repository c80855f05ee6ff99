/** The recurring back-in-stock scan on the shop's runner (issue 18). */
import { STOCK_ALERT_JOB, STOCK_ALERT_SCAN_EVERY_SECONDS } from '@/lib/config/service';
import type { JobRunner } from '@/lib/jobs/types';
import type { Db } from '@/lib/db/schema';
import { sendStockAlerts } from './stock-alerts';

export function defineStockAlertJobs(runner: JobRunner, db: Db): void {
  runner.define({ name: STOCK_ALERT_JOB, retryLimit: 0, handler: async (_payload, { now }) => void (await sendStockAlerts(db, now)) });
  runner.recurring(STOCK_ALERT_JOB, STOCK_ALERT_SCAN_EVERY_SECONDS);
}
