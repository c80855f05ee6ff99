/**
 * Refresh token rotation. Each login starts a family; every refresh spends the presented token and
 * issues the next one in the same family. Presenting a spent token means it was copied: the whole
 * family is revoked, so neither the thief nor the victim can continue without logging in again.
 */
import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_BYTES, REFRESH_TOKEN_TTL_MS } from '@/lib/config/auth';
import type { Db, DbExecutor } from '@/lib/db/schema';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeRefreshTokenFamily,
  spendRefreshToken,
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
    if (!row || row.revoked_at !== null || row.expires_at <= at) return { status: 'invalid' };
    if (row.used_at !== null || !(await spendRefreshToken(trx, row.id, at))) {
      await revokeRefreshTokenFamily(trx, row.family_id, at);
      return { status: 'reused' };
    }
    const refreshToken = await issueRefreshToken(trx, row.user_id, now, row.family_id);
    return { status: 'rotated', userId: row.user_id, refreshToken };
  });
}

/** Logout: the token's family is revoked, whichever of its rotations the client held; unknown tokens change nothing. */
export async function revokeRefreshToken(db: Db, token: string, now: Date): Promise<void> {
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (row) await revokeRefreshTokenFamily(db, row.family_id, now.toISOString());
}
