/**
 * Who calls: the customer named by a valid access token, or nobody. Customer routes use
 * `requireCustomer`, which answers 401 (so the client refreshes its token) when there is none.
 */
import { ApiError } from '@/lib/http/api-error';
import type { ApiContext } from '@/lib/http/api-route';
import type { UserRow } from '@/lib/db/schema';
import { findUserById } from '../users/user-repository';
import { verifyAccessToken } from './access-token';
import { getAuthSecret } from './auth-secret';
import { readUserToken } from './request-credentials';

export async function findCustomer(request: Request, { db, now }: Pick<ApiContext, 'db' | 'now'>): Promise<UserRow | null> {
  const token = readUserToken(request);
  if (!token) return null;
  const claims = await verifyAccessToken(token, getAuthSecret(), now);
  if (!claims) throw new ApiError(401, 'tokenRefreshFailed');
  return (await findUserById(db, claims.sub)) ?? null;
}

export async function requireCustomer(request: Request, context: Pick<ApiContext, 'db' | 'now'>): Promise<UserRow> {
  const customer = await findCustomer(request, context);
  if (!customer) throw new ApiError(401, 'notLoggedIn');
  return customer;
}
