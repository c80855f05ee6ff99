/** Reads what a request carries to identify the caller: the user token and the client address. */
import { CLIENT_IP_HEADER, USER_TOKEN_IN_QUERY, USER_TOKEN_QUERY_PARAM } from '@/lib/config/auth';

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

/** The first address of the proxy's forwarded-for list, or null when the header is absent. */
export function readClientIp(request: Request): string | null {
  const first = request.headers.get(CLIENT_IP_HEADER)?.split(',')[0]?.trim();
  return first ? first : null;
}
