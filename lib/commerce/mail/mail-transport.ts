/**
 * Where a rendered mail goes: the transport port and its SMTP adapter (nodemailer, `SMTP_URL`).
 * Without `SMTP_URL` there is no transport and mails stay in the outbox (ADR 0015).
 */
import nodemailer from 'nodemailer';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

/** A file sent with a mail: its name, MIME type and bytes. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  /** The outbox row's id, also the Message-ID's local part: a receiver can drop a duplicate. */
  id: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver({ id, from, to, replyTo, subject, text, html, attachments }) {
      const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
      await transporter.sendMail({ messageId: `<${id}@${domain}>`, from, to, replyTo, subject, text, html, attachments });
    },
    close: () => transporter.close(),
  };
}

type Env = EnvironmentSource;

/** The transport the environment names, or null (outbox only). */
export function mailTransportFrom(env?: Env): MailTransport | null {
  const url = environment(env).SMTP_URL?.trim();
  return url ? smtpTransport(url) : null;
}

/** The sender: `MAIL_FROM`, else the store's service address. */
export function mailSender(env: Env | undefined, storeName: string, serviceEmail: string): string {
  return environment(env).MAIL_FROM?.trim() || `"${storeName.replace(/"/g, '')}" <${serviceEmail}>`;
}
