/** Failed logins per subject (`account:{email}`, `ip:{address}`), for throttling across replicas. */
import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../db/schema';

export async function recordLoginFailure(db: DbExecutor, subject: string, at: string): Promise<void> {
  await db.insertInto('login_failures').values({ id: randomUUID(), subject, created_at: at }).execute();
}

export async function countLoginFailuresSince(db: DbExecutor, subject: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('failures'))
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function clearLoginFailures(db: DbExecutor, subject: string): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', '=', subject).execute();
}

/** Drops failures older than the throttling window; they no longer count. */
export async function purgeLoginFailuresBefore(db: DbExecutor, before: string): Promise<void> {
  await db.deleteFrom('login_failures').where('created_at', '<=', before).execute();
}
