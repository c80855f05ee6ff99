/**
 * Turns the `[store]` route segment (written by the proxy) into the store and sets next-intl's
 * request locale from it. Pages and layouts read the store only from here: never from headers or
 * cookies, so catalogue pages stay cacheable per store.
 */
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getStore, isStoreCode, type Store } from '@/lib/config/stores';

export function storeFromSegment(segment: string): Store {
  if (!isStoreCode(segment)) notFound();
  const store = getStore(segment);
  setRequestLocale(store.i18n.defaultLocale);
  return store;
}

export async function storeFromParams(params: Promise<{ store: string }>): Promise<Store> {
  return storeFromSegment((await params).store);
}
