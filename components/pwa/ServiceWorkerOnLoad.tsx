'use client';
/**
 * The service worker's page side, started once the page has settled (ADR 0033, 0035), or at the
 * first idle moment after load on the pages of an order (cart, checkout), where its background sync
 * keeps an order placed offline; a client-side navigation to one of them starts it then. Registering
 * the worker, its install and warming its caches never compete with the first paint, the first
 * input or a landing page's first seconds (ADR 0011), and starting it renders nothing
 * (`service-worker-start.ts` is a plain function).
 * Only a new version that waits draws something: "A new version is available." (`UpdateNotice`,
 * loaded with its styles when it shows).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { activateWaitingWorker, type WaitingWorker, type WorkerContainer } from '@/lib/pwa/registration';
import { startsWorkerAtOnce } from '@/lib/pwa/worker-timing';
import { afterLoadWhenIdle, whenSettled } from '@/lib/scheduling/when-idle';
import { notificationAdded, useAppDispatch } from '@/store/islands';
import { useStoreView } from '@/components/layout/StoreViewProvider';

const UpdateNotice = lazy(() => import('./UpdateNotice').then((module) => ({ default: module.UpdateNotice })));

export function ServiceWorkerOnLoad() {
  const dispatch = useAppDispatch();
  const { prefix } = useStoreView();
  const [waiting, setWaiting] = useState<WaitingWorker | null>(null);
  const atOnce = startsWorkerAtOnce(usePathname() ?? '');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    const schedule = atOnce ? afterLoadWhenIdle : whenSettled;
    return schedule(() => {
      started.current = true;
      void import('./service-worker-start').then(({ startServiceWorker }) => {
        startServiceWorker({ prefix, notify: (notification) => void dispatch(notificationAdded(notification)), onUpdateWaiting: setWaiting });
      });
    });
  }, [atOnce, dispatch, prefix]);

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
