/** The mail outbox: every e-mail the shop sends is written here first, then delivered. */
import type { Insertable } from 'kysely';
import type { DbExecutor, MailOutboxRow, MailOutboxTable } from '@/lib/db/schema';

export async function enqueueMail(db: DbExecutor, mail: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(mail).execute();
}

export function listUnsentMail(db: DbExecutor): Promise<MailOutboxRow[]> {
  return db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).orderBy('created_at').execute();
}

export function listMailTo(db: DbExecutor, recipient: string): Promise<MailOutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient.toLowerCase())
    .orderBy('created_at')
    .execute();
}

export async function markMailSent(db: DbExecutor, id: string, at: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: at }).where('id', '=', id).execute();
}

/** How many e-mails wait to be sent (the metrics' outbox backlog). */
export async function countUnsentMail(db: DbExecutor): Promise<number> {
  const row = await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number | string>().as('count')).where('sent_at', 'is', null).executeTakeFirst();
  return Number(row?.count ?? 0);
}
