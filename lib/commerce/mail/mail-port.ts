/**
 * The mail port: the shop hands an e-mail to `send` and a delivery worker takes it from there.
 * The outbox adapter writes the mail to the outbox table, inside the caller's transaction, so a
 * mail exists exactly when its cause does; the delivery job (`mail-jobs.ts`, with `SMTP_URL`)
 * renders it from its template and sends it.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '@/lib/config/stores';
import type { DbExecutor } from '@/lib/db/schema';
import { enqueueMail } from './outbox-repository';

export interface OutgoingMail {
  recipient: string;
  template: string;
  locale: Locale;
  variables: Record<string, string>;
  /** The store the mail speaks for; omitted: the store of its locale. */
  storeCode?: string;
}

export interface MailPort {
  send(mail: OutgoingMail): Promise<void>;
}

export function outboxMailer(db: DbExecutor, now: Date): MailPort {
  return {
    async send({ recipient, template, locale, variables, storeCode }) {
      await enqueueMail(db, {
        id: randomUUID(),
        recipient: recipient.toLowerCase(),
        template,
        locale,
        payload: JSON.stringify(variables),
        created_at: now.toISOString(),
        sent_at: null,
        store_code: storeCode ?? null,
      });
    },
  };
}
