/** A store wired to a scripted server, a switchable network and fake timers, for the slice tests. */
import { makeStore, type ClientStoreView, type MakeStoreOptions } from '@/store';

export type Reply = { code: number; result?: unknown; meta?: unknown } | 'network-failure' | 'not-json';
export type Handler = (request: { path: string; url: URL; body: unknown; headers: Record<string, string> }) => Reply;

export const germanView: ClientStoreView = {
  code: 'de_de',
  pathPrefix: '',
  appendStoreCode: false,
  defaultCountry: 'DE',
  contactEmail: 'service@kaffee-shop.de',
};

export function harness(routes: Record<string, Handler | Reply>, options: Partial<MakeStoreOptions> = {}) {
  const network = { online: true };
  const requests: { path: string; url: URL; body: unknown; headers: Record<string, string> }[] = [];
  const navigate = jest.fn();
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const request = {
      path: url.pathname,
      url,
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const route = routes[url.pathname];
    if (route === undefined) throw new Error(`no route for ${url.pathname}`);
    const reply = typeof route === 'function' ? route(request) : route;
    if (reply === 'network-failure') throw new TypeError('Failed to fetch');
    const contentType = reply === 'not-json' ? 'text/html' : 'application/json';
    return { headers: new Headers({ 'content-type': contentType }), json: async () => reply } as unknown as Response;
  });
  const store = makeStore({
    storeView: germanView,
    fetch: fetch as unknown as typeof globalThis.fetch,
    isOnline: () => network.online,
    navigate,
    random: () => 0.5,
    persist: false,
    baseUrl: 'http://de.localhost',
    ...options,
  });
  return { store, requests, navigate, network, fetch, pathsCalled: () => requests.map((r) => r.path) };
}

/** Lets listeners run their awaits to the end. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 30; i += 1) await jest.advanceTimersByTimeAsync(0);
}

export const ok = (result: unknown = true): Reply => ({ code: 200, result });

/** redux-persist's storage whose writes land 50 ms after they are made, as IndexedDB's do. */
export function slowStorage() {
  const committed = new Map<string, string>();
  const later = <T>(work: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(work()), 50));
  const storage = {
    getItem: (key: string) => later(() => committed.get(key) ?? null),
    setItem: (key: string, value: string) => later(() => void committed.set(key, value)),
    removeItem: (key: string) => later(() => void committed.delete(key)),
  };
  return { storage, committed };
}
