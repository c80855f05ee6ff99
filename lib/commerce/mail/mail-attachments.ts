/**
 * Files that travel with a mail, read at delivery from where their cause keeps them, so an outbox
 * row never holds a file (ADR 0021). One entry per mail type that carries files; every other type
 * carries none. Today: the contact request to the service address carries the customer's upload.
 */
import { SERVICE_MAIL_TEMPLATES } from '@/lib/config/service';
import type { DbExecutor } from '@/lib/db/schema';
import { contactAttachments } from '../service/contact';
import type { MailVariables } from './mail-templates';
import type { MailAttachment } from './mail-transport';

type AttachmentSource = (db: DbExecutor, variables: MailVariables) => Promise<MailAttachment[]>;

export const MAIL_ATTACHMENT_SOURCES: Readonly<Record<string, AttachmentSource>> = {
  [SERVICE_MAIL_TEMPLATES.contactRequest]: (db, variables) => contactAttachments(db, variables.requestId),
};

export async function mailAttachments(db: DbExecutor, template: string, variables: MailVariables): Promise<MailAttachment[]> {
  return (await MAIL_ATTACHMENT_SOURCES[template]?.(db, variables)) ?? [];
}
