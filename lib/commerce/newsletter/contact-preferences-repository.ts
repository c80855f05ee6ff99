/** A customer's contact preferences, one row per customer (flags stored as 0/1). */
import type { ContactPreferencesRow, DbExecutor } from '@/lib/db/schema';

export function findContactPreferences(db: DbExecutor, userId: string): Promise<ContactPreferencesRow | undefined> {
  return db.selectFrom('contact_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Writes all three flags, replacing what the customer had. */
export async function saveContactPreferences(db: DbExecutor, row: ContactPreferencesRow): Promise<void> {
  const { user_id, ...changes } = row;
  await db
    .insertInto('contact_preferences')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}
