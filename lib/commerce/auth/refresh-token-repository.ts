/** Refresh tokens, stored only as hashes; one family per login, rotated on every use. */
import type { Selectable, WhereInterface } from 'kysely';
import type { Database, DbExecutor, RefreshTokensTable } from '@/lib/db/schema';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

/** Narrows a query to tokens that may still refresh: neither spent nor revoked. */
function stillLive<Q extends WhereInterface<Database, 'refresh_tokens'>>(query: Q): Q {
  return query.where('used_at', 'is', null).where('revoked_at', 'is', null) as Q;
}

export async function insertRefreshToken(db: DbExecutor, row: RefreshTokenRow): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export function findRefreshTokenByHash(db: DbExecutor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Spends a token; false when it was spent or revoked already (a concurrent or repeated use). */
export async function spendRefreshToken(db: DbExecutor, id: string, at: string): Promise<boolean> {
  const result = await stillLive(db.updateTable('refresh_tokens').set({ used_at: at }).where('id', '=', id)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Whether the family holds a token of this kind: `live`, one that may still refresh (neither spent
 * nor revoked); `{ usedSince }`, one issued at or after that moment and used since (the client
 * received a rotation made then).
 */
export async function familyHolds(db: DbExecutor, familyId: string, kind: 'live' | { usedSince: string }): Promise<boolean> {
  const tokens = db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId);
  const matching =
    kind === 'live'
      ? stillLive(tokens)
      : tokens.where('created_at', '>=', kind.usedSince).where('used_at', 'is not', null);
  return (await matching.executeTakeFirst()) !== undefined;
}

/** Revokes the family's tokens that may still refresh, leaving spent ones as they are. */
export async function revokeLiveRefreshTokens(db: DbExecutor, familyId: string, at: string): Promise<void> {
  await stillLive(db.updateTable('refresh_tokens').set({ revoked_at: at }).where('family_id', '=', familyId)).execute();
}

export async function revokeRefreshTokenFamily(db: DbExecutor, familyId: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeRefreshTokensOfUser(db: DbExecutor, userId: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
