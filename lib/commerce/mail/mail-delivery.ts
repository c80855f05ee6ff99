/**
 * Delivers the outbox: claims due rows one by one with a conditional update (a lease), renders each
 * from its template, adds the files its type carries (`mail-attachments.ts`), hands it to the
 * transport, then marks it sent. A row another worker holds is skipped, so two workers racing never
 * send one mail twice; a failed send is retried with backoff until MAIL_MAX_ATTEMPTS, then the row
 * is marked failed and kept for the operator.
 * A worker that dies between the send and the mark leaves a row its lease gives back after
 * MAIL_CLAIM_MS: that one mail may go out twice, with the same Message-ID (ADR 0015).
 */
import { randomUUID } from 'node:crypto';
import { MAIL_CLAIM_MS, MAIL_DELIVERY_BATCH, MAIL_ERROR_MAX_LENGTH, MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_SECONDS, MAIL_RETRY_MAX_SECONDS } from '@/lib/config/mail';
import { getStores, getStore, isStoreCode, localeSchema, type Store } from '@/lib/config/stores';
import { retryDelaySeconds, errorText } from '@/lib/jobs/backoff';
import type { Db, MailOutboxRow } from '@/lib/db/schema';
import { mailAttachments } from './mail-attachments';
import { renderMail, UnknownMailTemplateError, type MailVariables } from './mail-templates';
import { SpanKind } from '@opentelemetry/api';
import { inSpan } from '@/lib/observability/tracing';
import { mailSender, type MailTransport } from './mail-transport';
import type { EnvironmentSource } from '@/lib/config/environment';

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliveryOptions {
  env?: EnvironmentSource;
  workerId?: string;
  batch?: number;
}

/** The store a row speaks for: its own, the one its variables name, else the first store of its locale. */
export function storeOfMail(row: Pick<MailOutboxRow, 'store_code' | 'locale'>, variables: MailVariables): Store {
  if (isStoreCode(row.store_code)) return getStore(row.store_code);
  if (isStoreCode(variables.storeCode)) return getStore(variables.storeCode);
  return getStores().find((store) => store.i18n.defaultLocale === row.locale) ?? getStore('default');
}

async function dueIds(db: Db, at: string, batch: number): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .orderBy('created_at')
    .limit(batch)
    .execute();
  return rows.map((row) => row.id);
}

/** Takes the row for `worker` if nobody holds it and it is still unsent; answers the row or null. */
async function claim(db: Db, id: string, worker: string, now: Date): Promise<MailOutboxRow | null> {
  const at = now.toISOString();
  const claimed = await db
    .updateTable('mail_outbox')
    .set({ claimed_by: worker, claimed_until: new Date(now.getTime() + MAIL_CLAIM_MS).toISOString() })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  return (await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).where('claimed_by', '=', worker).executeTakeFirst()) ?? null;
}

async function markSent(db: Db, row: MailOutboxRow, worker: string, at: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: at, claimed_by: null, claimed_until: null, attempts: Number(row.attempts) + 1, last_error: null })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .execute();
}

async function markFailedAttempt(db: Db, row: MailOutboxRow, worker: string, error: unknown, now: Date): Promise<'retried' | 'failed'> {
  const attempts = Number(row.attempts) + 1;
  const permanent = error instanceof UnknownMailTemplateError || attempts >= MAIL_MAX_ATTEMPTS;
  const next = new Date(now.getTime() + retryDelaySeconds(attempts, MAIL_RETRY_BASE_SECONDS, MAIL_RETRY_MAX_SECONDS) * 1000).toISOString();
  await db
    .updateTable('mail_outbox')
    .set({
      attempts,
      claimed_by: null,
      claimed_until: null,
      last_error: errorText(error, MAIL_ERROR_MAX_LENGTH),
      next_attempt_at: permanent ? null : next,
      failed_at: permanent ? now.toISOString() : null,
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .execute();
  return permanent ? 'failed' : 'retried';
}

/** Sends every due outbox row once; answers what happened. */
export async function deliverOutbox(db: Db, transport: MailTransport, now: Date, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const env = options.env;
  const worker = options.workerId ?? randomUUID();
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (const id of await dueIds(db, now.toISOString(), options.batch ?? MAIL_DELIVERY_BATCH)) {
    const row = await claim(db, id, worker, now);
    if (!row) continue;
    try {
      const variables = JSON.parse(row.payload) as MailVariables;
      const store = storeOfMail(row, variables);
      const locale = localeSchema.catch(store.i18n.defaultLocale).parse(row.locale);
      const rendered = renderMail(row.template, locale, store, variables);
      const attachments = await mailAttachments(db, row.template, variables);
      const message = { id: row.id, from: mailSender(env, store.name, store.contact.email), to: row.recipient, replyTo: variables.replyTo, ...rendered, ...(attachments.length ? { attachments } : {}) };
      // The span names the template, never the recipient.
      await inSpan('mail deliver', { kind: SpanKind.CLIENT, attributes: { 'storefront.mail.template': row.template } }, () => transport.deliver(message));
      await markSent(db, row, worker, now.toISOString());
      report.sent += 1;
    } catch (error) {
      report[await markFailedAttempt(db, row, worker, error, now)] += 1;
    }
  }
  return report;
}
