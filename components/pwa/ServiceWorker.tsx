'use client';
/**
 * The page's side of the service worker (spec 01 §2, §4, §8): registers /service-worker.js (not
 * in development, not with NEXT_PUBLIC_SERVICE_WORKER=off), asks it to cache the landing page,
 * home and search page of this store view, offers to reload when a new version waits, and shows
 * "not available in Offline mode" after the worker sent an offline shopper home.
 */
import { useEffect, useState } from 'react';
import { messageKey } from '@/lib/i18n/message-key';
import {
  activateWaitingWorker,
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
import { notificationAdded, useAppDispatch } from '@/store/islands';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { UpdateNotice } from './UpdateNotice';

// Read as a literal property so Next.js inlines it into the client bundle.
const SWITCH_VALUE = process.env.NEXT_PUBLIC_SERVICE_WORKER;

export function ServiceWorker() {
  const dispatch = useAppDispatch();
  const { prefix } = useStoreView();
  const [waiting, setWaiting] = useState<WaitingWorker | null>(null);

  useEffect(() => {
    const message = offlineArrivalMessage(window.location.hash);
    if (message === null) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    dispatch(notificationAdded({ type: 'warning', message: message === 'categoryNotSynchronized' ? messageKey('pwa.categoryNotSynchronized') : messageKey('pwa.offlinePageUnavailable') }));
  }, [dispatch]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker as unknown as WorkerContainer;
    if (!isServiceWorkerEnabled(process.env.NODE_ENV, SWITCH_VALUE)) {
      void unregisterServiceWorkers(container);
      return;
    }
    const viewPrefix = prefix ?? '';
    registerServiceWorker(container, setWaiting)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const landing = window.location.pathname + window.location.search;
        registration.active?.postMessage(pagesToWarm(landing, storeViewHome(viewPrefix), emptySearchPath(viewPrefix)));
      })
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  }, [prefix]);

  if (waiting === null) return null;
  return (
    <UpdateNotice
      onReload={() => activateWaitingWorker(waiting, navigator.serviceWorker as unknown as WorkerContainer, () => window.location.reload())}
      onLater={() => setWaiting(null)}
    />
  );
}
