/**
 * Renders shop components as the store root layout does: English messages, the German store view,
 * and a client store wired to a scripted server (answers per api path) with a switchable network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { Provider } from 'react-redux';
import { StoreViewProvider } from '@/components/layout/StoreViewProvider';
import { toStoreView } from '@/lib/config/store-view';
import { getStore } from '@/lib/config/stores';
import { clientStoreView, makeStore, type AppStore } from '@/store';
import { LANDING_STATE } from '@/store/page-store';

export type Reply = { code: number; result?: unknown } | 'network-failure';
export type Route = Reply | ((request: { url: URL; body: unknown; method: string }) => Reply | Promise<Reply>);

const localesDir = path.join(__dirname, '../../../locales/en-US');
export const messages = Object.fromEntries(
  readdirSync(localesDir).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(localesDir, file), 'utf8'))]),
);

/**
 * `hydrate`: the container holds the server's markup, which the render hydrates instead of drawing
 * anew (as StoreProvider does, reading the landing state while hydrating); `stored`: what the store
 * holds before the first render (state an earlier visit left); `onRecoverableError`: React's
 * report of a hydration that failed and was redone on the client.
 */
export function renderShop(
  ui: ReactNode,
  routes: Record<string, Route> = {},
  options: { hydrate?: HTMLElement; stored?: (store: AppStore) => void; onRecoverableError?: (error: unknown) => void } = {},
) {
  const store = getStore('de_de');
  const network = { online: true };
  const calls: { path: string; body: unknown }[] = [];
  /** Every call with its method, for routes that answer GET, POST and DELETE on one path. */
  const requests: { path: string; method: string; body: unknown }[] = [];
  const navigate = jest.fn();
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!network.online) throw new TypeError('Failed to fetch');
    const url = new URL(String(input));
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    const method = init?.method ?? 'GET';
    calls.push({ path: url.pathname, body });
    requests.push({ path: url.pathname, method, body });
    const route = routes[url.pathname];
    const reply = route === undefined ? { code: 404, result: 'not found' } : typeof route === 'function' ? await route({ url, body, method }) : route;
    if (reply === 'network-failure') throw new TypeError('Failed to fetch');
    return { headers: new Headers({ 'content-type': 'application/json' }), json: async () => reply } as unknown as Response;
  });
  const appStore = makeStore({
    storeView: clientStoreView(store),
    fetch: fetch as unknown as typeof globalThis.fetch,
    isOnline: () => network.online,
    navigate,
    persist: false,
    baseUrl: 'http://de.localhost',
  });
  options.stored?.(appStore);
  const view = render(
    <ClientMessagesProvider locale="en-US" messages={messages}>
      <StoreViewProvider view={toStoreView(store)}>
        <Provider store={appStore} serverState={LANDING_STATE}>
          {ui}
        </Provider>
      </StoreViewProvider>
    </ClientMessagesProvider>,
    options.hydrate ? { container: options.hydrate, hydrate: true, onRecoverableError: options.onRecoverableError } : undefined,
  );
  return { ...view, store: appStore, calls, requests, navigate, network, paths: () => calls.map((c) => c.path) };
}
