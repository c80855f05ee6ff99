/**
 * Refresh token rotation. Each login starts a family; every refresh spends the presented token and
 * issues the next one in the same family. Presenting a spent token means it was copied: the whole
 * family is revoked, so neither the thief nor the victim can continue without logging in again.
 * One exception: a token spent moments ago (REFRESH_TOKEN_REUSE_GRACE_MS) whose successor nobody has
 * used yet is the same client asking again because the first answer never reached it (the page
 * navigated or lost its connection meanwhile); the unused successor is spent and a new one issued.
 * Outside that window, or once the successor has been used, a replay revokes the family as before.
 */
import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_BYTES, REFRESH_TOKEN_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from '@/lib/config/auth';
import type { Db, DbExecutor } from '@/lib/db/schema';
import {
  findLiveRefreshToken,
  findRefreshTokenByHash,
  insertRefreshToken,
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
    if (!row || row.revoked_at !== null || row.expires_at <= at) return { status: 'invalid' };
    if (row.used_at !== null || !(await spendRefreshToken(trx, row.id, at))) {
      // Read again: a refresh beside this one (another tab) may have spent it since it was read.
      const spent = row.used_at !== null ? row : ((await findRefreshTokenByHash(trx, row.token_hash)) ?? row);
      const successor = await unansweredSuccessor(trx, spent, now);
      if (successor && (await spendRefreshToken(trx, successor.id, at))) {
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
 * The token a spent one was rotated into, when the client may never have received it: the family's
 * live token was issued when this one was spent (rotation stamps both with the same moment), nobody
 * has used it, and that was within the grace time.
 */
async function unansweredSuccessor(db: DbExecutor, spent: RefreshTokenRow, now: Date): Promise<RefreshTokenRow | undefined> {
  if (spent.used_at === null || now.getTime() - Date.parse(spent.used_at) > REFRESH_TOKEN_REUSE_GRACE_MS) return undefined;
  const live = await findLiveRefreshToken(db, spent.family_id);
  return live?.created_at === spent.used_at ? live : undefined;
}

/** Logout: the token's family is revoked, whichever of its rotations the client held; unknown tokens change nothing. */
export async function revokeRefreshToken(db: Db, token: string, now: Date): Promise<void> {
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (row) await revokeRefreshTokenFamily(db, row.family_id, now.toISOString());
}
