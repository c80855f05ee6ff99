'use client';
/**
 * The service worker's page side, started once the page has loaded and the browser is idle:
 * registering the worker and warming its caches never competes with the first paint or the first
 * input (ADR 0011), and starting it renders nothing (`service-worker-start.ts` is a plain function).
 * Only a new version that waits draws something: "A new version is available." (`UpdateNotice`,
 * loaded with its styles when it shows).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { activateWaitingWorker, type WaitingWorker, type WorkerContainer } from '@/lib/pwa/registration';
import { afterLoadWhenIdle } from '@/lib/scheduling/when-idle';
import { notificationAdded, useAppDispatch } from '@/store/islands';
import { useStoreView } from '@/components/layout/StoreViewProvider';

const UpdateNotice = lazy(() => import('./UpdateNotice').then((module) => ({ default: module.UpdateNotice })));

export function ServiceWorkerOnLoad() {
  const dispatch = useAppDispatch();
  const { prefix } = useStoreView();
  const [waiting, setWaiting] = useState<WaitingWorker | null>(null);

  useEffect(() => {
    let live = true;
    const cancel = afterLoadWhenIdle(() => {
      void import('./service-worker-start').then(({ startServiceWorker }) => {
        if (live) startServiceWorker({ prefix, notify: (notification) => void dispatch(notificationAdded(notification)), onUpdateWaiting: setWaiting });
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [dispatch, prefix]);

  if (waiting === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice
        onReload={() => activateWaitingWorker(waiting, navigator.serviceWorker as unknown as WorkerContainer, () => window.location.reload())}
        onLater={() => setWaiting(null)}
      />
    </Suspense>
  );
}
