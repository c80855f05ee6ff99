/**
 * Wires the page's events to the store (spec 01 §4): online/offline, the tab becoming visible,
 * another tab's cart change (the `storage` event of the marker key), and the service worker's
 * notice that its background sync sent an order (ADR 0028). Returns the unwiring.
 */
import { STORAGE_KEYS } from '@/lib/config/client';
import { parseWorkerNotice } from '@/lib/pwa/worker-notices';
import { cartChangedInAnotherTab, connectivityChanged, tabBecameVisible } from './app-events';
import { orderReplayedByWorker } from './order-queue/order-queue-slice';
import type { AppStore } from './listener-types';

export function connectBrowserEvents(store: AppStore, target: Window): () => void {
  const online = () => store.dispatch(connectivityChanged({ online: true }));
  const offline = () => store.dispatch(connectivityChanged({ online: false }));
  const visibility = () => {
    if (target.document.visibilityState === 'visible') store.dispatch(tabBecameVisible());
  };
  const storage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cartChanged) store.dispatch(cartChangedInAnotherTab());
  };
  const workerNotice = (event: MessageEvent) => {
    const notice = parseWorkerNotice(event.data);
    if (notice !== null) store.dispatch(orderReplayedByWorker({ order_id: notice.order_id }));
  };
  const worker = 'serviceWorker' in target.navigator ? target.navigator.serviceWorker : null;
  worker?.addEventListener('message', workerNotice);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  target.addEventListener('storage', storage);
  target.document.addEventListener('visibilitychange', visibility);
  return () => {
    worker?.removeEventListener('message', workerNotice);
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    target.removeEventListener('storage', storage);
    target.document.removeEventListener('visibilitychange', visibility);
  };
}
