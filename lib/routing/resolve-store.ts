/**
 * Which store serves a request: the host picks the store (unknown host → the default store), and on
 * a shared host a `/de` or `/it` prefix picks the store view. One function for pages and API.
 */
import { getStores, isStoreCode, type Store } from '@/lib/config/stores';

/** `De.Localhost:3000` → `de.localhost`; `[::1]:3000` → `::1`. */
export function hostnameOf(hostHeader: string | null | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  return host.split(':')[0];
}

function defaultStore(stores: Store[]): Store {
  return stores.find((s) => s.code === 'default') ?? stores[0];
}

export interface StoreMatch {
  store: Store;
  /** The path inside the store view, without its prefix: `/de/c/kaffee` → `/c/kaffee`. */
  path: string;
}

/** The store for a host and path, and the path inside that store view. */
export function resolveStore(hostHeader: string | null | undefined, pathname: string, stores = getStores()): StoreMatch {
  const hostname = hostnameOf(hostHeader);
  const onHost = stores.filter((s) => s.hosts.includes(hostname));
  const candidates = onHost.length > 0 ? onHost : stores.filter((s) => s.hosts.includes(defaultStore(stores).hosts[0]));
  for (const store of candidates) {
    if (store.prefix && (pathname === store.prefix || pathname.startsWith(`${store.prefix}/`))) {
      return { store, path: pathname.slice(store.prefix.length) || '/' };
    }
  }
  const unprefixed = candidates.find((s) => s.prefix === null) ?? defaultStore(stores);
  return { store: unprefixed, path: pathname };
}

/**
 * The store an API request is for: the `storeCode` query parameter (sent by prefixed store views),
 * else the host. An unknown storeCode is ignored in favour of the host, so a bad parameter can never
 * reach another store's data by accident of spelling.
 */
export function resolveApiStore(request: Request, stores = getStores()): Store {
  const url = new URL(request.url);
  const code = url.searchParams.get('storeCode');
  const byHost = resolveStore(request.headers.get('host') ?? url.host, '/', stores).store;
  if (isStoreCode(code)) {
    const store = stores.find((s) => s.code === code);
    if (store && store.hosts.some((h) => byHost.hosts.includes(h))) return store;
    if (store && byHost.code === 'default') return store;
  }
  return byHost;
}
