/**
 * Login and token refresh (spec 01 §7, 02 §4 "Session"): login answers the access token in
 * `result` and the refresh token in `meta.refreshToken`; refresh answers the new access token and
 * the rotated refresh token the same way. Logout revokes the refresh token on the server.
 */
import type { Db } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { customerGroupId } from '../users/customer-view';
import { findUserByEmail, findUserById } from '../users/user-repository';
import type { UserRow } from '@/lib/db/schema';
import { issueAccessToken } from './access-token';
import { getAuthSecret } from './auth-secret';
import { countLoginThrottleRefusal } from '@/lib/observability/metrics';
import { admitLoginAttempt, settleFailedLogin, settleSuccessfulLogin, type LoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export function accessTokenFor(user: UserRow, now: Date): Promise<string> {
  return issueAccessToken(
    { sub: user.id, groupId: customerGroupId(user, now) },
    getAuthSecret(),
    Math.floor(now.getTime() / 1000),
  );
}

let timingDecoy: Promise<string> | undefined;

/** An unknown e-mail costs as much time as a wrong password, so answers do not reveal accounts. */
async function verifyAgainstDecoy(password: string): Promise<false> {
  timingDecoy ??= hashPassword('timing-decoy-password');
  await verifyPassword(await timingDecoy, password);
  return false;
}

export async function logIn(
  db: Db,
  credentials: { username: string; password: string },
  ip: string | null,
  now: Date,
): Promise<SessionTokens> {
  const attempt: LoginAttempt = { email: credentials.username, ip };
  if (!(await admitLoginAttempt(db, attempt, now))) {
    countLoginThrottleRefusal();
    throw new ApiError(429, 'tooManyLoginAttempts');
  }
  const user = await findUserByEmail(db, credentials.username);
  const valid = user ? await verifyPassword(user.password_hash, credentials.password) : await verifyAgainstDecoy(credentials.password);
  if (!user || !valid) {
    await settleFailedLogin(db, now);
    throw new ApiError(401, 'wrongPassword');
  }
  await settleSuccessfulLogin(db, attempt);
  return { token: await accessTokenFor(user, now), refreshToken: await issueRefreshToken(db, user.id, now) };
}

export async function refreshSession(db: Db, refreshToken: string, now: Date): Promise<SessionTokens> {
  const rotation = await rotateRefreshToken(db, refreshToken, now);
  const user = rotation.status === 'rotated' ? await findUserById(db, rotation.userId) : undefined;
  if (rotation.status !== 'rotated' || !user) throw new ApiError(401, 'tokenRefreshFailed');
  return { token: await accessTokenFor(user, now), refreshToken: rotation.refreshToken };
}

/** Logout (spec 02 §4 "Session"): the refresh token can never refresh again. */
export function endSession(db: Db, refreshToken: string, now: Date): Promise<void> {
  return revokeRefreshToken(db, refreshToken, now);
}
