/**
 * The frame of every commerce route: resolves the store, opens the database, answers
 * `{ code, result, meta? }` with the HTTP status equal to `code`, turns an ApiError into its
 * translated message and any other failure into a logged 500 that leaks nothing.
 */
import { resolveApiStore } from '@/lib/routing';
import type { Store } from '@/lib/config/stores';
import { logger, errorText } from '@/lib/logging/logger';
import { getDb } from '../db/handle';
import type { Db } from '../db/schema';
import { ApiError } from './api-error';
import { serverNow } from './clock';
import { translate, type MessageKey, type MessageParams } from './messages';

export interface ApiContext {
  store: Store;
  db: Db;
  now: Date;
  /** Path parameters of a dynamic route segment. */
  params: Record<string, string>;
  t(key: MessageKey, params?: MessageParams): string;
}

export interface ApiAnswer {
  code?: number;
  result: unknown;
  meta?: Record<string, unknown>;
}

/** Next.js hands every route a `params` promise; on a route without dynamic segments it resolves to undefined. */
type RouteSegments = { params: Promise<Record<string, string | string[]> | undefined> };

export function answer(code: number, result: unknown, meta?: Record<string, unknown>): Response {
  return Response.json(meta === undefined ? { code, result } : { code, result, meta }, { status: code });
}

function stringParams(raw: Record<string, string | string[]> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(raw ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
}

/** A handler answers `{ code, result }`, or a ready Response for the rare route that is not JSON (the test gateway's HTML page). */
export function apiRoute(handler: (request: Request, context: ApiContext) => Promise<ApiAnswer | Response>) {
  return async (request: Request, segments?: RouteSegments): Promise<Response> => {
    const store = resolveApiStore(request);
    const t = (key: MessageKey, params?: MessageParams) => translate(store.i18n.defaultLocale, key, params);
    try {
      const params = segments ? stringParams(await segments.params) : {};
      const db = await getDb();
      const answered = await handler(request, { store, db, now: serverNow(request), params, t });
      if (answered instanceof Response) return answered;
      const { code = 200, result, meta } = answered;
      return answer(code, result, meta);
    } catch (error) {
      if (error instanceof ApiError) return answer(error.code, error.fixedMessage ?? t(error.messageKey, error.params));
      // The path without its query: a query can carry a token or an address.
      logger().error('api route failed', { method: request.method, path: new URL(request.url).pathname, error: errorText(error) });
      return answer(500, t('internalError'));
    }
  };
}
