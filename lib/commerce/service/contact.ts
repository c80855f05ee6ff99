/**
 * The contact and help-topic forms (spec 02 §2, issue 18): a request is stored and mailed to the
 * store's service address, with a copy to the customer, in one transaction. An attachment (type and
 * content checked by the contract) is kept in the request's row, never under the web root, and
 * travels only with the service address's mail, read at delivery (ADR 0021); the customer's copy
 * names it without carrying it. Spam protection without third-party scripts: a honeypot field (a
 * bot's request is answered as accepted and dropped), a minimum fill time, and limits per IP and
 * per e-mail address.
 */
import { randomUUID } from 'node:crypto';
import { CONTACT_ATTACHMENT_TYPES, CONTACT_LIMIT_PER_HOUR, CONTACT_MIN_FILL_MS, HOUR_MS, SERVICE_MAIL_TEMPLATES, type ContactAttachmentType } from '@/lib/config/service';
import type { Store } from '@/lib/config/stores';
import { attachmentFileName, attachmentMatchesType } from '@/lib/contract/contact-attachment';
import type { ContactRequest } from '@/lib/contract/service';
import type { Db, DbExecutor } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { consumeLimits } from '../limits';
import { outboxMailer } from '../mail/mail-port';
import type { MailAttachment } from '../mail/mail-transport';
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
  const attachmentName = input.attachment ? attachmentFileName(input.attachment.name) : null;
  const variables = {
    requestId: id,
    topicLabel: contactTopicLabel(locale, input.topic),
    name: input.name,
    email: input.email,
    orderNumber: input.orderNumber || NONE,
    message: input.message,
    attachmentName: attachmentName ?? NONE,
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
        attachment_name: attachmentName,
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

const isAllowedType = (type: string | null): type is ContactAttachmentType => (CONTACT_ATTACHMENT_TYPES as readonly (string | null)[]).includes(type);

/**
 * The stored attachment of request `id`, as the service address's mail carries it: none when the
 * request is gone or had none, or when the stored file is not what its type says (a row kept before
 * the content check).
 */
export async function contactAttachments(db: DbExecutor, id: string | undefined): Promise<MailAttachment[]> {
  if (!id) return [];
  const row = await db.selectFrom('contact_requests').select(['attachment_name', 'attachment_type', 'attachment_base64']).where('id', '=', id).executeTakeFirst();
  if (!row?.attachment_base64 || !row.attachment_name || !isAllowedType(row.attachment_type)) return [];
  if (!attachmentMatchesType(row.attachment_type, row.attachment_base64)) return [];
  return [{ filename: attachmentFileName(row.attachment_name), contentType: row.attachment_type, content: Buffer.from(row.attachment_base64, 'base64') }];
}
