/**
 * Which pages start the service worker at once (ADR 0035): the pages of an order, under any store
 * view's prefix; every landing page (home, category, product, CMS, search) waits until it settled.
 */
import { ROUTES } from '@/lib/routing/route-table';
import { WORKER_AT_ONCE_PATHS } from '@/lib/config/pwa';
import { startsWorkerAtOnce } from '@/lib/pwa/worker-timing';

describe('startsWorkerAtOnce', () => {
  it('names exactly the paths and aliases of the order routes of the route table', () => {
    const orderRoutes = ROUTES.filter((route) => ['microcart', 'checkout', 'checkout/login', 'order-success'].includes(route.name));
    expect(orderRoutes).toHaveLength(4);
    expect([...WORKER_AT_ONCE_PATHS].sort()).toEqual(orderRoutes.flatMap((route) => [route.path, ...(route.aliases ?? [])]).sort());
  });

  it.each(['/cart', '/checkout', '/checkout/', '/checkout/login', '/order-success', '/it/checkout', '/de/cart', '/checkout/cart'])('starts it at once on %s', (path) => {
    expect(startsWorkerAtOnce(path)).toBe(true);
  });

  it.each(['/', '/it', '/kaffee', '/kaffee/caffe-crema/amstel-branderij-caffe-crema-kenia-gold-105', '/p/COF-105/kenia-gold', '/search', '/i/about-us', '/wishlist', '/customer', ''])(
    'waits on %s',
    (path) => {
      expect(startsWorkerAtOnce(path)).toBe(false);
    },
  );
});
