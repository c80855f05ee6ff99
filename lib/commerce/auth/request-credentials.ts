/** Reads the user token a request carries (the client address: `lib/http/client-address.ts`). */
import { USER_TOKEN_IN_QUERY, USER_TOKEN_QUERY_PARAM } from '@/lib/config/auth';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The user token from `Authorization: Bearer`, or from `?token=` when the shared switch is on. */
export function readUserToken(request: Request, tokenInQuery: boolean = USER_TOKEN_IN_QUERY): string | null {
  if (tokenInQuery) {
    const token = new URL(request.url).searchParams.get(USER_TOKEN_QUERY_PARAM);
    if (token) return token;
  }
  const match = BEARER.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}
