/**
 * The service screens' calls (issue 18): a JSON request to the store's API with `storeCode` for a
 * prefixed view, answering `{ code, result }`. The forms show every outcome themselves, so they
 * need neither the executor's retries nor its notifications, and catalogue pages can load them
 * without the client runtime.
 */
import { supplyMessages } from '@/lib/i18n/client';
import type { Messages } from '@/lib/i18n/messages-type';

/** The store view a call goes to: its code travels as `storeCode` when it is a prefixed view. */
export interface ServiceStoreRef {
  code: string;
  prefix: string | null;
}

export interface ServiceAnswer<T = unknown> {
  code: number;
  result: T;
}

export async function callService<T = unknown>(view: ServiceStoreRef, path: string, init: { method?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<ServiceAnswer<T>> {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
  if (view.prefix) url.searchParams.set('storeCode', view.code);
  try {
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as { code?: number; result?: T };
    return { code: body.code ?? response.status, result: body.result as T };
  } catch {
    return { code: 0, result: null as T };
  }
}

/** Loads the service texts for a widget on a page that does not carry them (catalogue pages): once, on first use. */
let loading: Promise<void> | null = null;
export function loadServiceMessages(view: ServiceStoreRef): Promise<void> {
  loading ??= (async () => {
    const url = new URL('/api/messages', window.location.origin);
    url.searchParams.set('only', 'service');
    if (view.prefix) url.searchParams.set('storeCode', view.code);
    const response = await fetch(url);
    if (response.ok) supplyMessages((await response.json()) as Messages);
  })().catch(() => {
    loading = null;
  });
  return loading;
}
