/** Password reset tokens, stored only as hashes, usable once before they expire. */
import type { Selectable } from 'kysely';
import type { DbExecutor, PasswordResetTokensTable } from '@/lib/db/schema';

export type PasswordResetTokenRow = Selectable<PasswordResetTokensTable>;

export async function insertPasswordResetToken(db: DbExecutor, row: PasswordResetTokenRow): Promise<void> {
  await db.insertInto('password_reset_tokens').values(row).execute();
}

/** Spends a live token and answers its user id; undefined when unknown, spent or expired. */
export async function spendPasswordResetToken(
  db: DbExecutor,
  tokenHash: string,
  at: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
