/**
 * Wires the page's events to the store (spec 01 §4): online/offline, the tab becoming visible,
 * and another tab's cart change (the `storage` event of the marker key). Returns the unwiring.
 */
import { STORAGE_KEYS } from '@/lib/config/client';
import { cartChangedInAnotherTab, connectivityChanged, tabBecameVisible } from './app-events';
import type { AppStore } from './page-store';

export function connectBrowserEvents(store: AppStore, target: Window): () => void {
  const online = () => store.dispatch(connectivityChanged({ online: true }));
  const offline = () => store.dispatch(connectivityChanged({ online: false }));
  const visibility = () => {
    if (target.document.visibilityState === 'visible') store.dispatch(tabBecameVisible());
  };
  const storage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cartChanged) store.dispatch(cartChangedInAnotherTab());
  };
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  target.addEventListener('storage', storage);
  target.document.addEventListener('visibilitychange', visibility);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    target.removeEventListener('storage', storage);
    target.document.removeEventListener('visibilitychange', visibility);
  };
}
