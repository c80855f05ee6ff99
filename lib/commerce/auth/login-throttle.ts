/**
 * Login throttling: at most LOGIN_THROTTLE_MAX_FAILURES failed logins per account and per client
 * address within LOGIN_THROTTLE_WINDOW_MS. Counted in the database so every replica sees them.
 */
import { LOGIN_THROTTLE_MAX_FAILURES, LOGIN_THROTTLE_WINDOW_MS } from '@/lib/config/auth';
import type { DbExecutor } from '../db/schema';
import {
  clearLoginFailures,
  countLoginFailuresSince,
  purgeLoginFailuresBefore,
  recordLoginFailure,
} from './login-failure-repository';

export interface LoginAttempt {
  email: string;
  /** The client address, or null when unknown (then only the account is counted). */
  ip: string | null;
}

function accountSubject(email: string): string {
  return `account:${email.toLowerCase()}`;
}

function subjectsOf({ email, ip }: LoginAttempt): string[] {
  return ip ? [accountSubject(email), `ip:${ip}`] : [accountSubject(email)];
}

function windowStart(now: Date): string {
  return new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS).toISOString();
}

export async function isLoginThrottled(db: DbExecutor, attempt: LoginAttempt, now: Date): Promise<boolean> {
  const since = windowStart(now);
  for (const subject of subjectsOf(attempt)) {
    if ((await countLoginFailuresSince(db, subject, since)) >= LOGIN_THROTTLE_MAX_FAILURES) return true;
  }
  return false;
}

/** Counts a failure; failures older than the window are dropped on the way, as they no longer count. */
export async function recordFailedLogin(db: DbExecutor, attempt: LoginAttempt, now: Date): Promise<void> {
  await purgeLoginFailuresBefore(db, windowStart(now));
  for (const subject of subjectsOf(attempt)) await recordLoginFailure(db, subject, now.toISOString());
}

/** A successful login forgives the account's failures; the address keeps its count. */
export function forgiveAccountFailures(db: DbExecutor, email: string): Promise<void> {
  return clearLoginFailures(db, accountSubject(email));
}
