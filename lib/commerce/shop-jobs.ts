/**
 * The shop's job runner (issue 16): the engine the environment names (lib/jobs), with the
 * subscription, loyalty, payment and back-in-stock jobs and, with `SMTP_URL`, the mail delivery registered. `npm start` runs one inside the web server (unless
 * JOBS_IN_PROCESS=0), `npm run worker` runs one on its own, `npm run jobs` inspects the queue.
 */
import { createJobRunner, type Clock, type JobRunner } from '@/lib/jobs';
import { logger } from '@/lib/logging/logger';
import { getDb } from '@/lib/db';
import { defineMailJobs } from './mail/mail-jobs';
import { defineStockAlertJobs } from './service/stock-alert-jobs';
import { mailTransportFrom } from './mail/mail-transport';
import { defineSubscriptionJobs } from './subscriptions/subscription-jobs';
import { defineLoyaltyJobs } from './loyalty/expiry-jobs';
import { definePaymentJobs } from './payments/payment-jobs';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

type Env = EnvironmentSource;

export interface ShopJobsOptions {
  env?: Env;
  now?: Clock;
  concurrency?: number;
}

export async function createShopJobRunner({ env, now, concurrency }: ShopJobsOptions = {}): Promise<JobRunner> {
  const db = await getDb();
  const runner = createJobRunner({
    db,
    env,
    now,
    concurrency,
    onError: (error, job) => logger().warn('job failed', { job: job.name, id: job.id, key: job.key, attempt: job.attempts, error: String(error) }),
  });
  defineSubscriptionJobs(runner, db);
  defineLoyaltyJobs(runner, db);
  definePaymentJobs(runner, db);
  defineStockAlertJobs(runner, db);
  const transport = mailTransportFrom(env);
  if (transport) defineMailJobs(runner, db, transport, env);
  return runner;
}

/** Whether the web server runs jobs itself (default yes; `JOBS_IN_PROCESS=0` leaves them to `npm run worker`). */
export function jobsRunInProcess(env?: Env): boolean {
  return environment(env).JOBS_IN_PROCESS !== false;
}
