/**
 * The delivery job (issue 18): with a transport (`SMTP_URL`), a recurring job on the shop's runner
 * sends the outbox every MAIL_DELIVERY_EVERY_SECONDS. Rows carry their own retries, so the job itself
 * never retries (a run that fails leaves the rows to the next one).
 */
import { MAIL_DELIVERY_EVERY_SECONDS, MAIL_DELIVERY_JOB } from '@/lib/config/mail';
import type { JobRunner } from '@/lib/jobs/types';
import type { Db } from '@/lib/db/schema';
import { deliverOutbox } from './mail-delivery';
import type { MailTransport } from './mail-transport';
import type { EnvironmentSource } from '@/lib/config/environment';

export function defineMailJobs(runner: JobRunner, db: Db, transport: MailTransport, env?: EnvironmentSource): void {
  runner.define({ name: MAIL_DELIVERY_JOB, retryLimit: 0, handler: async (_payload, { now }) => void (await deliverOutbox(db, transport, now, { env })) });
  runner.recurring(MAIL_DELIVERY_JOB, MAIL_DELIVERY_EVERY_SECONDS);
}
