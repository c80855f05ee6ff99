/**
 * Newsletter double opt-in (spec 02 §4 "Newsletter"): sign-up stores a pending subscription and
 * mails a confirmation token through the mail port; only the confirmed address counts as
 * subscribed. A confirmed address signing up again gets the duplicate message (spec 02 §8).
 */
import { MAIL_TEMPLATES, NEWSLETTER_CONFIRMATION_TOKEN_BYTES } from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import type { Db } from '@/lib/db/schema';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '../auth/auth-secret';
import { hashToken, newRandomToken } from '../auth/token-hash';
import { ApiError } from '@/lib/http/api-error';
import { translate } from '@/lib/http/messages';
import { outboxMailer } from '../mail/mail-port';
import {
  confirmSubscription,
  findSubscription,
  NEWSLETTER_STATUS,
  unsubscribe,
  upsertPendingSubscription,
} from './newsletter-repository';

/** The signature of an unsubscribe link: only the mail's recipient holds it. */
export function unsubscribeSignature(email: string): string {
  return createHmac('sha256', getAuthSecret()).update(`newsletter-unsubscribe:${email.toLowerCase()}`).digest('base64url');
}

export function isUnsubscribeSignature(email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeLink(storeUrl: string, email: string): string {
  const query = new URLSearchParams({ unsubscribe: email.toLowerCase(), signature: unsubscribeSignature(email) });
  return `${storeUrl.replace(/\/$/, '')}/newsletter?${query}`;
}

/** The address's state: `subscribed`, `pending` (awaiting confirmation) or `none`. */
export async function subscriptionStatus(db: Db, email: string): Promise<'subscribed' | 'pending' | 'none'> {
  const status = (await findSubscription(db, email))?.status;
  return status === NEWSLETTER_STATUS.subscribed ? 'subscribed' : status === NEWSLETTER_STATUS.pending ? 'pending' : 'none';
}

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  return (await findSubscription(db, email))?.status === NEWSLETTER_STATUS.subscribed;
}

export async function subscribe(db: Db, store: Store, email: string, now: Date): Promise<void> {
  if (await isSubscribed(db, email)) throw new ApiError(400, 'newsletterAlreadySubscribed');
  const token = newRandomToken(NEWSLETTER_CONFIRMATION_TOKEN_BYTES);
  const locale = store.i18n.defaultLocale;
  await db.transaction().execute(async (trx) => {
    await upsertPendingSubscription(trx, {
      email,
      store_code: store.code,
      status: NEWSLETTER_STATUS.pending,
      confirmation_token_hash: hashToken(token),
      created_at: now.toISOString(),
      confirmed_at: null,
    });
    await outboxMailer(trx, now).send({
      recipient: email,
      template: MAIL_TEMPLATES.newsletterConfirm,
      locale,
      storeCode: store.code,
      variables: { subject: translate(locale, 'newsletterConfirmSubject'), confirmationToken: token, storeCode: store.code, unsubscribeLink: unsubscribeLink(store.url, email) },
    });
  });
}

export async function confirm(db: Db, token: string, now: Date): Promise<void> {
  if (!(await confirmSubscription(db, hashToken(token), now.toISOString()))) throw new ApiError(400, 'newsletterTokenInvalid');
}

export async function cancelSubscription(db: Db, email: string): Promise<boolean> {
  return unsubscribe(db, email);
}
