/**
 * Which store view a path on this host belongs to: a shared host serves views under a prefix
 * (`/de`, `/it`, spec 01 §2), so the worker keeps their pages apart and sends an offline shopper
 * to the home of the view they were in.
 */
export interface StoreViewPath {
  /** `/de` for a prefixed view, '' for the host's own store. */
  prefix: string;
  /** The path inside the view: `/de/c/kaffee` → `/c/kaffee`, `/de` → `/`. */
  path: string;
}

export function splitStoreViewPath(pathname: string, prefixes: readonly string[]): StoreViewPath {
  for (const prefix of prefixes) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { prefix, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { prefix: '', path: pathname };
}

/** The view's home: `/` or `/de`. */
export function storeViewHome(prefix: string): string {
  return prefix || '/';
}
