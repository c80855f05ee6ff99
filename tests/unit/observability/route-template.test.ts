/** The route label: the app's templates, never the path; a store view's prefix and public slugs folded. */
import { CATALOG_ROUTE, routeOf, routeTable } from '@/lib/observability/route-template';

const table = routeTable([
  '/[store]',
  '/[store]/cart',
  '/[store]/c/[...category]',
  '/[store]/[...product]',
  '/[store]/customer/orders/[orderId]',
  '/api/order',
  '/api/payments/[provider]/webhook',
  '/api/cart/create',
]);

describe('routeOf', () => {
  it.each([
    ['de.localhost', '/', '/'],
    ['de.localhost', '/cart?x=1', '/cart'],
    ['de.localhost', '/customer/orders/000123', '/customer/orders/[orderId]'],
    ['de.localhost', '/c/kaffee/espresso', '/c/[...category]'],
    ['de.localhost', '/espresso-bohnen-1kg', CATALOG_ROUTE],
    ['de.localhost', '/p/SKU-123/some-slug', CATALOG_ROUTE],
    ['de.localhost', '/api/order', '/api/order'],
    ['de.localhost', '/api/payments/stripe/webhook', '/api/payments/[provider]/webhook'],
    ['de.localhost', '/api/unknown/thing', '_OTHER'],
    ['de.localhost', '/_next/static/chunks/abc.js', '/_next/static/[...file]'],
    ['de.localhost', '/icons/icon-192.png', '/icons/[...file]'],
  ])('%s%s counts as %s', (...[host, path, route]: [string, string, string]) => {
    expect(routeOf(table, host, path)).toBe(route);
    expect(table.routes.has(route)).toBe(true);
  });
});
