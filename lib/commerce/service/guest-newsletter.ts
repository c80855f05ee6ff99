/**
 * The guest newsletter sign-up (footer, sweepstakes page; issue 18): the double opt-in of
 * `newsletter.ts`, limited per IP, and the signed unsubscribe link of every newsletter mail.
 */
import { HOUR_MS, NEWSLETTER_SIGNUP_LIMIT_PER_HOUR } from '@/lib/config/service';
import type { Store } from '@/lib/config/stores';
import type { Db } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { consumeLimit } from '../limits';
import { cancelSubscription, isUnsubscribeSignature, subscribe } from '../newsletter/newsletter';

export async function signUpGuest(db: Db, store: Store, email: string, ip: string | null, now: Date): Promise<void> {
  if (!(await consumeLimit(db, { key: `newsletter:ip:${ip ?? 'unknown'}`, max: NEWSLETTER_SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR_MS }, now))) {
    throw new ApiError(429, 'newsletterLimited');
  }
  await subscribe(db, store, email, now);
}

export async function unsubscribeBySignature(db: Db, email: string, signature: string): Promise<void> {
  if (!isUnsubscribeSignature(email, signature)) throw new ApiError(400, 'newsletterUnsubscribeInvalid');
  await cancelSubscription(db, email);
}
