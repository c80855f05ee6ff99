/**
 * Builds the fetch request for a task from the shopper's context (spec 01 §7): cart id as
 * `cartId`, shipping country as `country`, the user token as a Bearer header (or `?token=` when
 * the query switch is on), `storeCode` for a store view that appends its code (spec 01 §2), and
 * JSON headers on every call.
 */
import { USER_TOKEN_QUERY_PARAM } from '@/lib/config/auth';
import type { Task } from './task';

export interface ExecutorContext {
  cartId: string | null;
  userToken: string | null;
  shippingCountry: string;
  /** Set only for a store view that appends its code to paths (`/de`, `/it`). */
  storeCode: string | null;
}

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

const JSON_HEADERS = { Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json' } as const;

export function buildRequest(task: Task, context: ExecutorContext, baseUrl: string, tokenInQuery: boolean): BuiltRequest {
  const url = new URL(task.path, baseUrl);
  for (const [name, value] of Object.entries(task.query ?? {})) url.searchParams.set(name, value);
  if (task.needsCart && context.cartId !== null) url.searchParams.set('cartId', context.cartId);
  if (task.needsCountry) url.searchParams.set('country', context.shippingCountry);
  if (context.storeCode !== null) url.searchParams.set('storeCode', context.storeCode);

  const headers: Record<string, string> = { ...JSON_HEADERS, ...task.headers };
  const userToken = task.anonymous ? null : context.userToken;
  if (userToken !== null) {
    if (tokenInQuery) url.searchParams.set(USER_TOKEN_QUERY_PARAM, userToken);
    else headers.Authorization = `Bearer ${userToken}`;
  }

  const init: RequestInit = { method: task.method, headers };
  if (typeof FormData !== 'undefined' && task.body instanceof FormData && task.method !== 'GET') {
    // A form with a file (the cancellation evidence): the browser sets the multipart boundary.
    delete headers['Content-Type'];
    init.body = task.body;
  } else if (task.body !== undefined && task.method !== 'GET') init.body = JSON.stringify(task.body);
  return { url: url.toString(), init };
}
