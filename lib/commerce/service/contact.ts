/**
 * The contact and help-topic forms (spec 02 §2, issue 18): a request is stored and mailed to the
 * store's service address, with a copy to the customer, in one transaction. Spam protection
 * without third-party scripts: a honeypot field (a bot's request is answered as accepted and
 * dropped), a minimum fill time, and limits per IP and per e-mail address.
 */
import { randomUUID } from 'node:crypto';
import { CONTACT_LIMIT_PER_HOUR, CONTACT_MIN_FILL_MS, HOUR_MS, SERVICE_MAIL_TEMPLATES } from '@/lib/config/service';
import type { Store } from '@/lib/config/stores';
import type { ContactRequest } from '@/lib/contract/service';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { consumeLimits } from '../limits';
import { outboxMailer } from '../mail/mail-port';
import { contactTopicLabel } from '../mail/mail-texts';

const NONE = '–';

/** Answers the request's id; a honeypot hit answers an id too, and nothing is kept or sent. */
export async function submitContactRequest(db: Db, store: Store, input: ContactRequest, ip: string | null, now: Date): Promise<{ id: string }> {
  const id = randomUUID();
  if (input.website) return { id };
  if (now.getTime() - input.shownAt < CONTACT_MIN_FILL_MS) throw new ApiError(400, 'contactTooFast');
  const refused = await consumeLimits(
    db,
    [
      { key: `contact:ip:${ip ?? 'unknown'}`, max: CONTACT_LIMIT_PER_HOUR, windowMs: HOUR_MS },
      { key: `contact:email:${input.email.toLowerCase()}`, max: CONTACT_LIMIT_PER_HOUR, windowMs: HOUR_MS },
    ],
    now,
  );
  if (refused) throw new ApiError(429, 'contactLimited');
  const locale = store.i18n.defaultLocale;
  const variables = {
    requestId: id,
    topicLabel: contactTopicLabel(locale, input.topic),
    name: input.name,
    email: input.email,
    orderNumber: input.orderNumber || NONE,
    message: input.message,
    attachmentName: input.attachment?.name ?? NONE,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_requests')
      .values({
        id,
        store_code: store.code,
        topic: input.topic,
        name: input.name,
        email: input.email.toLowerCase(),
        order_number: input.orderNumber || null,
        message: input.message,
        attachment_name: input.attachment?.name ?? null,
        attachment_type: input.attachment?.type ?? null,
        attachment_base64: input.attachment?.base64 ?? null,
        created_at: now.toISOString(),
      })
      .execute();
    const mailer = outboxMailer(trx, now);
    await mailer.send({ recipient: store.contact.email, template: SERVICE_MAIL_TEMPLATES.contactRequest, locale, storeCode: store.code, variables: { ...variables, replyTo: input.email } });
    await mailer.send({ recipient: input.email, template: SERVICE_MAIL_TEMPLATES.contactCopy, locale, storeCode: store.code, variables });
  });
  return { id };
}
