'use client';
/**
 * The service worker's page side (`ServiceWorker`), loaded once the page has loaded and the
 * browser is idle: registering the worker and warming its caches never competes with the first
 * paint or the first input (ADR 0011).
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ServiceWorker = lazy(() => import('./ServiceWorker').then((module) => ({ default: module.ServiceWorker })));

export function ServiceWorkerOnLoad() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => setStarted(true)) : setStarted(true));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return started ? (
    <Suspense fallback={null}>
      <ServiceWorker />
    </Suspense>
  ) : null;
}
