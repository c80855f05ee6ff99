/** Newsletter subscriptions with double opt-in: pending until the confirmation token comes back. */
import type { Insertable } from 'kysely';
import type { DbExecutor, NewsletterSubscriptionRow, NewsletterSubscriptionsTable } from '@/lib/db/schema';

export const NEWSLETTER_STATUS = {
  pending: 'pending',
  subscribed: 'subscribed',
  unsubscribed: 'unsubscribed',
} as const;

export function findSubscription(db: DbExecutor, email: string): Promise<NewsletterSubscriptionRow | undefined> {
  return db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Starts (or restarts) a pending subscription with a fresh confirmation token. */
export async function upsertPendingSubscription(
  db: DbExecutor,
  row: Insertable<NewsletterSubscriptionsTable>,
): Promise<void> {
  const values = { ...row, email: row.email.toLowerCase() };
  const { email, created_at, ...changes } = values;
  await db
    .insertInto('newsletter_subscriptions')
    .values(values)
    .onConflict((oc) => oc.column('email').doUpdateSet(changes))
    .execute();
}

/** Confirms the subscription the token belongs to; answers its e-mail, or undefined when unknown. */
export async function confirmSubscription(db: DbExecutor, tokenHash: string, at: string): Promise<string | undefined> {
  const row = await db
    .updateTable('newsletter_subscriptions')
    .set({ status: NEWSLETTER_STATUS.subscribed, confirmed_at: at, confirmation_token_hash: null })
    .where('confirmation_token_hash', '=', tokenHash)
    .where('status', '=', NEWSLETTER_STATUS.pending)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

export async function unsubscribe(db: DbExecutor, email: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ status: NEWSLETTER_STATUS.unsubscribed, confirmation_token_hash: null })
    .where('email', '=', email.toLowerCase())
    .where('status', '!=', NEWSLETTER_STATUS.unsubscribed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
