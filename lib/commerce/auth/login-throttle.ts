/**
 * Login throttling: at most LOGIN_THROTTLE_MAX_FAILURES failed logins per account and per client
 * address within LOGIN_THROTTLE_WINDOW_MS. Every attempt takes a hit of both limits BEFORE the
 * password is hashed (one conditional statement per limit, `lib/commerce/limits`), so parallel
 * attempts cannot all pass the check; a correct password gives the hits back.
 */
import { LOGIN_THROTTLE_MAX_FAILURES, LOGIN_THROTTLE_WINDOW_MS } from '@/lib/config/auth';
import type { Db } from '@/lib/db/schema';
import { consumeLimits, purgeEndedLimits, releaseLimit, resetLimit, type Limit } from '../limits';

export interface LoginAttempt {
  email: string;
  /** The client address, or null when unknown (then only the account is counted). */
  ip: string | null;
}

function accountLimit(email: string): Limit {
  return { key: `login:account:${email.toLowerCase()}`, max: LOGIN_THROTTLE_MAX_FAILURES, windowMs: LOGIN_THROTTLE_WINDOW_MS };
}

function addressLimit(ip: string): Limit {
  return { key: `login:ip:${ip}`, max: LOGIN_THROTTLE_MAX_FAILURES, windowMs: LOGIN_THROTTLE_WINDOW_MS };
}

function limitsOf({ email, ip }: LoginAttempt): Limit[] {
  return ip ? [accountLimit(email), addressLimit(ip)] : [accountLimit(email)];
}

/** Counts the attempt as a failure in advance; false when the account or the address has no attempt left. */
export async function admitLoginAttempt(db: Db, attempt: LoginAttempt, now: Date): Promise<boolean> {
  return (await consumeLimits(db, limitsOf(attempt), now)) === null;
}

/** The attempt failed: its hits stay; counters of ended windows are dropped on the way. */
export function settleFailedLogin(db: Db, now: Date): Promise<void> {
  return purgeEndedLimits(db, now);
}

/** The attempt succeeded: the account's failures are forgiven; the address gets this attempt's hit back. */
export async function settleSuccessfulLogin(db: Db, attempt: LoginAttempt): Promise<void> {
  await resetLimit(db, accountLimit(attempt.email).key);
  if (attempt.ip) await releaseLimit(db, addressLimit(attempt.ip).key);
}
