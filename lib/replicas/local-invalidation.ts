/**
 * How a replica clears its own caches when another one announced a change. Next.js drops tags and
 * paths only inside a request it handles, so the replica sends itself a loopback request
 * (POST /api/revalidate) carrying a token only this process knows; the route handler, in the same
 * process, recognises it and clears locally without announcing again.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { LOCAL_INVALIDATION_HEADER, LOCAL_INVALIDATION_TIMEOUT_MS, LOCAL_INVALIDATION_TOKEN_KEY } from '@/lib/config/replicas';
import { REVALIDATE_PATH } from '@/lib/config/cms';

const TOKEN_KEY = Symbol.for(LOCAL_INVALIDATION_TOKEN_KEY);
type Holder = typeof globalThis & { [TOKEN_KEY]?: string };

/** The process's token, made on first use; server.ts and the Next.js bundle share `globalThis`. */
export function localInvalidationToken(): string {
  const holder = globalThis as Holder;
  holder[TOKEN_KEY] ??= randomBytes(32).toString('hex');
  return holder[TOKEN_KEY];
}

/** True when a request carries this process's token (never true before the server made one). */
export function isLocalInvalidation(headerValue: string | null): boolean {
  const token = (globalThis as Holder)[TOKEN_KEY];
  if (!token || !headerValue) return false;
  const given = Buffer.from(headerValue);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Asks this process's own server (on `port`) to drop its catalogue pages; throws when it refuses. */
export async function requestLocalInvalidation(port: number, send: typeof fetch = fetch): Promise<void> {
  const response = await send(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
    method: 'POST',
    headers: { [LOCAL_INVALIDATION_HEADER]: localInvalidationToken() },
    // A hanging answer must not hold up every later check of the generation.
    signal: AbortSignal.timeout(LOCAL_INVALIDATION_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${REVALIDATE_PATH} answered ${response.status} to the local invalidation`);
}
