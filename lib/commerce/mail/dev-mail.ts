/** `/api/dev/mail` (development only): the newest outbox rows, rendered, so a developer sees what would be sent. */
import { DEV_MAIL_LIST_LIMIT } from '@/lib/config/mail';
import { localeSchema } from '@/lib/config/stores';
import type { Db } from '@/lib/db/schema';
import { storeOfMail } from './mail-delivery';
import { renderMail, type MailVariables } from './mail-templates';

import { environment, type EnvironmentSource } from '@/lib/config/environment';

export function devMailEnabled(source?: EnvironmentSource): boolean {
  return environment(source).NODE_ENV !== 'production';
}

export async function listOutbox(db: Db, recipient?: string) {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(DEV_MAIL_LIST_LIMIT);
  if (recipient) query = query.where('recipient', '=', recipient.toLowerCase());
  return (await query.execute()).map((row) => {
    const variables = JSON.parse(row.payload) as MailVariables;
    const store = storeOfMail(row, variables);
    let rendered: { subject: string; text: string } | null = null;
    try {
      rendered = renderMail(row.template, localeSchema.catch(store.i18n.defaultLocale).parse(row.locale), store, variables);
    } catch {
      rendered = null;
    }
    return {
      id: row.id,
      recipient: row.recipient,
      template: row.template,
      locale: row.locale,
      store_code: store.code,
      created_at: row.created_at,
      sent_at: row.sent_at,
      failed_at: row.failed_at,
      attempts: Number(row.attempts),
      last_error: row.last_error,
      subject: rendered?.subject ?? null,
      text: rendered?.text ?? null,
    };
  });
}
