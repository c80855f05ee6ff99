/**
 * The page's side of the service worker (spec 01 §2, §4, §8), loaded by `ServiceWorkerOnLoad` once
 * the page has loaded and the browser is idle, and run as a plain function (no render of its own):
 * registers /service-worker.js (not in development, not with NEXT_PUBLIC_SERVICE_WORKER=off), asks
 * it to cache the landing page, home and search page of this store view, reports a new version
 * that waits, and shows "not available in Offline mode" after the worker sent an offline shopper home.
 */
import { messageKey } from '@/lib/i18n/message-key';
import {
  emptySearchPath,
  offlineArrivalMessage,
  isServiceWorkerEnabled,
  pagesToWarm,
  registerServiceWorker,
  storeViewHome,
  unregisterServiceWorkers,
  type WaitingWorker,
  type WorkerContainer,
} from '@/lib/pwa';
import type { NotificationInput } from '@/store/notifications/notification';

// Read as a literal property so Next.js inlines it into the client bundle.
const SWITCH_VALUE = process.env.NEXT_PUBLIC_SERVICE_WORKER;

export interface ServiceWorkerPage {
  /** The store view's path prefix (`/de`), or null on a store's own domain. */
  prefix: string | null;
  notify(notification: NotificationInput): void;
  onUpdateWaiting(worker: WaitingWorker): void;
}

export function startServiceWorker({ prefix, notify, onUpdateWaiting }: ServiceWorkerPage): void {
  const message = offlineArrivalMessage(window.location.hash);
  if (message !== null) {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    notify({ type: 'warning', message: message === 'categoryNotSynchronized' ? messageKey('pwa.categoryNotSynchronized') : messageKey('pwa.offlinePageUnavailable') });
  }

  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker as unknown as WorkerContainer;
  if (!isServiceWorkerEnabled(process.env.NODE_ENV, SWITCH_VALUE)) {
    void unregisterServiceWorkers(container);
    return;
  }
  const viewPrefix = prefix ?? '';
  registerServiceWorker(container, onUpdateWaiting)
    .then((registered) => registered && navigator.serviceWorker.ready)
    .then((registration) => {
      if (!registration) return;
      const landing = window.location.pathname + window.location.search;
      registration.active?.postMessage(pagesToWarm(landing, storeViewHome(viewPrefix), emptySearchPath(viewPrefix)));
    })
    .catch((error: unknown) => console.warn('The service worker could not be registered', error));
}
