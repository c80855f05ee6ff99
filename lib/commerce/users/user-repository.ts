/** The users aggregate: accounts keyed by a lower-cased e-mail address. */
import type { DbExecutor, NewUserRow, UserRow, UserUpdate } from '@/lib/db/schema';

export function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: DbExecutor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: DbExecutor, user: NewUserRow): Promise<void> {
  await db.insertInto('users').values({ ...user, email: user.email.toLowerCase() }).execute();
}

export async function updateUser(db: DbExecutor, id: string, changes: UserUpdate): Promise<void> {
  const email = changes.email;
  await db
    .updateTable('users')
    .set({ ...changes, ...(typeof email === 'string' ? { email: email.toLowerCase() } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Deletes the account; its tokens, carts and wishlist go with it (foreign keys cascade). */
export async function deleteUser(db: DbExecutor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
