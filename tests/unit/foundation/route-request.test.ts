import { routeRequest, resolveStore, resolveApiStore, checkPath, storePath, hostnameOf } from '@/lib/routing';
import type { UrlDispatcher } from '@/lib/routing';

const request = (host: string | null, pathname: string, search = '') => ({ host, pathname, search });

describe('store resolution', () => {
  it.each([
    ['de.localhost:3000', '/', 'de_de', '/'],
    ['at.localhost', '/c/kaffee', 'de_at', '/c/kaffee'],
    ['NL.LOCALHOST:3000', '/', 'nl_nl', '/'],
    ['localhost:3000', '/', 'default', '/'],
    ['localhost:3000', '/de', 'de', '/'],
    ['localhost:3000', '/de/c/kaffee', 'de', '/c/kaffee'],
    ['localhost:3000', '/it/p/x/y', 'it', '/p/x/y'],
    ['localhost:3000', '/delivery', 'default', '/delivery'],
    ['unknown.example', '/', 'default', '/'],
    ['unknown.example', '/it', 'it', '/'],
    [null, '/', 'default', '/'],
  ])('host %s path %s → store %s path %s', (host, pathname, code, path) => {
    const match = resolveStore(host, pathname);
    expect(match.store.code).toBe(code);
    expect(match.path).toBe(path);
  });

  it('only applies a prefix on the host that serves it', () => {
    expect(resolveStore('de.localhost', '/it/x').store.code).toBe('de_de');
  });

  it('reads host names without port or brackets', () => {
    expect(hostnameOf('[::1]:3000')).toBe('::1');
    expect(hostnameOf(' De.Localhost:80 ')).toBe('de.localhost');
  });

  it('prefixes public paths of prefixed views only', () => {
    expect(storePath({ prefix: '/de' }, '/')).toBe('/de');
    expect(storePath({ prefix: '/de' }, '/cart')).toBe('/de/cart');
    expect(storePath({ prefix: null }, '/cart')).toBe('/cart');
  });
});

describe('API store resolution', () => {
  const api = (url: string, host: string) => new Request(url, { headers: { host } });

  it('takes the store from the storeCode query parameter of a prefixed view', () => {
    expect(resolveApiStore(api('http://localhost:3000/api/cart/pull?storeCode=it', 'localhost:3000')).code).toBe('it');
  });

  it('takes the store from the host otherwise', () => {
    expect(resolveApiStore(api('http://x/api/cart/pull', 'at.localhost')).code).toBe('de_at');
  });

  it('ignores an unknown storeCode and one belonging to another host', () => {
    expect(resolveApiStore(api('http://x/api/cart/pull?storeCode=xx', 'nl.localhost')).code).toBe('nl_nl');
    expect(resolveApiStore(api('http://x/api/cart/pull?storeCode=it', 'nl.localhost')).code).toBe('nl_nl');
  });
});

describe('path guard', () => {
  it.each([
    ['/c/kaffee', 'ok'],
    ['/p/ESP%201/x', 'ok'],
    ['/%2e%2e/etc/passwd', 'bad-request'],
    ['/a/../b', 'bad-request'],
    ['/a/%2F/b', 'bad-request'],
    ['/a%5cb', 'bad-request'],
    ['/%E0%A4%A', 'bad-request'],
    ['/a%00b', 'bad-request'],
    [`/${'x'.repeat(3000)}`, 'bad-request'],
    ['//', 'not-found'],
    ['/a//b', 'not-found'],
  ])('%s → %s', (path, verdict) => {
    expect(checkPath(path)).toBe(verdict);
  });
});

describe('routing decision', () => {
  it('rewrites a country store home to its internal tree', async () => {
    expect(await routeRequest(request('de.localhost', '/'))).toMatchObject({ kind: 'rewrite', path: '/de_de' });
  });

  it('rewrites a prefixed view under its code', async () => {
    expect(await routeRequest(request('localhost', '/de/checkout'))).toMatchObject({ kind: 'rewrite', path: '/de/checkout' });
    expect(await routeRequest(request('localhost', '/checkout'))).toMatchObject({ kind: 'rewrite', path: '/default/checkout' });
  });

  it('answers an alias with a 301 to its canonical path, keeping the query and the prefix', async () => {
    expect(await routeRequest(request('de.localhost', '/checkout/cart', '?coupon=X'))).toEqual({
      kind: 'redirect',
      location: '/cart?coupon=X',
      status: 301,
    });
    expect(await routeRequest(request('localhost', '/it/home'))).toEqual({ kind: 'redirect', location: '/it', status: 301 });
  });

  it('answers an unresolved path with the 404 page and status 404', async () => {
    expect(await routeRequest(request('nl.localhost', '/unknown/thing'))).toMatchObject({ kind: 'rewrite', path: '/nl_nl/404', status: 404 });
  });

  it('never lets one store reach another store\u2019s internal tree', async () => {
    expect(await routeRequest(request('de.localhost', '/de_at'))).toMatchObject({ path: '/de_de/404', status: 404 });
  });

  it('answers malformed paths with 400 and empty segments with 404', async () => {
    expect(await routeRequest(request('de.localhost', '/%2e%2e/secret'))).toEqual({ kind: 'bad-request' });
    expect(await routeRequest(request('de.localhost', '/a//b'))).toMatchObject({ status: 404 });
  });

  it('hands unknown paths to the URL dispatcher and follows its answer', async () => {
    const dispatch: UrlDispatcher = async (store, path) => {
      if (path === '/kaffee/espresso') return { kind: 'rewrite', path: '/c/espresso' };
      if (path === '/old-page') return { kind: 'redirect', path: '/i/new-page' };
      return null;
    };
    expect(await routeRequest(request('de.localhost', '/kaffee/espresso'), dispatch)).toMatchObject({
      kind: 'rewrite',
      path: '/de_de/c/espresso',
    });
    expect(await routeRequest(request('localhost', '/de/old-page', '?a=1'), dispatch)).toEqual({
      kind: 'redirect',
      location: '/de/i/new-page?a=1',
      status: 301,
    });
  });

  it('hands the dispatcher the ?s= child id and nothing else of the query', async () => {
    const dispatch = jest.fn<ReturnType<UrlDispatcher>, Parameters<UrlDispatcher>>(async () => ({ kind: 'rewrite', path: '/p/CFG/santos' }));
    await routeRequest(request('de.localhost', '/kaffee/santos', '?utm_source=x&s=102'), dispatch);
    await routeRequest(request('de.localhost', '/kaffee/mug', '?utm_source=x'), dispatch);
    expect(dispatch.mock.calls.map(([, path, childId]) => [path, childId])).toEqual([
      ['/kaffee/santos', '102'],
      ['/kaffee/mug', null],
    ]);
  });

  it('keeps the query out of the internal path of pages that do not read it', async () => {
    const dispatch: UrlDispatcher = async () => ({ kind: 'rewrite', path: '/i/about-us' });
    expect(await routeRequest(request('de.localhost', '/ueber-uns', '?price=0-50'), dispatch)).toMatchObject({ path: '/de_de/i/about-us' });
  });

  it('does not ask the dispatcher about named routes', async () => {
    const dispatch = jest.fn<ReturnType<UrlDispatcher>, Parameters<UrlDispatcher>>(async () => null);
    await routeRequest(request('de.localhost', '/cart'), dispatch);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
