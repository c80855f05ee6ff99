/** The part of a store's config that client components may see (no hosts, no env-derived URLs). */
import type { Store } from './stores';

export type StoreView = Pick<Store, 'code' | 'storeId' | 'prefix' | 'i18n' | 'contact' | 'country'>;

export function toStoreView(store: Store): StoreView {
  const { code, storeId, prefix, i18n, contact, country } = store;
  return { code, storeId, prefix, i18n, contact, country };
}
