/** The public path of a store-relative path: `/c/kaffee` in the `/de` view → `/de/c/kaffee`. */
export function storePath(store: { prefix: string | null }, path: string): string {
  if (!store.prefix) return path;
  return path === '/' ? store.prefix : `${store.prefix}${path}`;
}
