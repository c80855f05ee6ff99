/**
 * Refresh token rotation. Each login starts a family; every refresh spends the presented token and
 * issues the next one in the same family. Presenting a spent token means it was copied: the whole
 * family is revoked, so neither the thief nor the victim can continue without logging in again.
 * One exception: a token spent moments ago (REFRESH_TOKEN_REUSE_GRACE_MS) while none of the tokens
 * rotated from it since has been used is the same client asking again because the answer never
 * reached it (the page navigated or lost its connection meanwhile): the unused token is revoked and a
 * new one issued. Outside that window, or once a later token has been used, a replay revokes the
 * family as before; so does presenting a token a replay superseded while the family lives on.
 */
import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_BYTES, REFRESH_TOKEN_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from '@/lib/config/auth';
import type { Db, DbExecutor } from '@/lib/db/schema';
import {
  familyHolds,
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeLiveRefreshTokens,
  revokeRefreshTokenFamily,
  spendRefreshToken,
  type RefreshTokenRow,
} from './refresh-token-repository';
import { hashToken, newRandomToken } from './token-hash';

export async function issueRefreshToken(
  db: DbExecutor,
  userId: string,
  now: Date,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newRandomToken(REFRESH_TOKEN_BYTES);
  await insertRefreshToken(db, {
    id: randomUUID(),
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
    used_at: null,
    revoked_at: null,
    created_at: now.toISOString(),
  });
  return token;
}

export type RefreshTokenRotation =
  | { status: 'rotated'; userId: string; refreshToken: string }
  | { status: 'invalid' }
  | { status: 'reused' };

export function rotateRefreshToken(db: Db, token: string, now: Date): Promise<RefreshTokenRotation> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<RefreshTokenRotation> => {
    const row = await findRefreshTokenByHash(trx, hashToken(token));
    if (!row || row.expires_at <= at) return { status: 'invalid' };
    if (row.revoked_at !== null) {
      // Superseded by a replay while its family lives on: two clients hold the family.
      if (!(await familyHolds(trx, row.family_id, 'live'))) return { status: 'invalid' };
      await revokeRefreshTokenFamily(trx, row.family_id, at);
      return { status: 'reused' };
    }
    if (row.used_at !== null || !(await spendRefreshToken(trx, row.id, at))) {
      // Read again: a refresh beside this one (another tab) may have spent it since it was read.
      const spent = row.used_at !== null ? row : ((await findRefreshTokenByHash(trx, row.token_hash)) ?? row);
      if (await answerLost(trx, spent, now)) {
        await revokeLiveRefreshTokens(trx, row.family_id, at);
        return { status: 'rotated', userId: row.user_id, refreshToken: await issueRefreshToken(trx, row.user_id, now, row.family_id) };
      }
      await revokeRefreshTokenFamily(trx, row.family_id, at);
      return { status: 'reused' };
    }
    const refreshToken = await issueRefreshToken(trx, row.user_id, now, row.family_id);
    return { status: 'rotated', userId: row.user_id, refreshToken };
  });
}

/**
 * Whether a spent token's rotation may never have reached its client: it was spent within the grace
 * time, and no token of its family issued since (by that rotation or by replays of it) has been used.
 */
async function answerLost(db: DbExecutor, spent: RefreshTokenRow, now: Date): Promise<boolean> {
  if (spent.used_at === null || now.getTime() - Date.parse(spent.used_at) > REFRESH_TOKEN_REUSE_GRACE_MS) return false;
  return !(await familyHolds(db, spent.family_id, { usedSince: spent.used_at }));
}

/** Logout: the token's family is revoked, whichever of its rotations the client held; unknown tokens change nothing. */
export async function revokeRefreshToken(db: Db, token: string, now: Date): Promise<void> {
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (row) await revokeRefreshTokenFamily(db, row.family_id, now.toISOString());
}
