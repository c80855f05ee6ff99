/**
 * The request a line of log is written for: server.ts runs each request inside this context, and
 * every logger call below it (route handlers, pages, the domain) names the request's id. Held on
 * `globalThis` because server.ts and the Next.js bundles load this module apart.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_CONTEXT_KEY } from '@/lib/config/operations';

export interface RequestContext {
  requestId: string;
}

const storageKey = Symbol.for(REQUEST_CONTEXT_KEY);
type Holder = typeof globalThis & { [storageKey]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[storageKey] ??= new AsyncLocalStorage<RequestContext>();
  return holder[storageKey];
}

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}

/** The context of the request being handled, or undefined outside any (start-up, jobs). */
export function currentRequestContext(): RequestContext | undefined {
  return storage().getStore();
}
