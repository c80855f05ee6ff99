/**
 * When a page starts the service worker (ADR 0035): at once (the first idle moment after load) on
 * the pages of an order, once the page has settled everywhere else (ADR 0033).
 */
import { WORKER_AT_ONCE_PATHS } from '@/lib/config/pwa';

/**
 * Whether the page at `pathname` starts the worker at once. Matched at the path's end, so a store
 * view's prefix (`/it/checkout`) or the route's store segment does not matter.
 */
export function startsWorkerAtOnce(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return WORKER_AT_ONCE_PATHS.some((orderPath) => path.endsWith(orderPath));
}
