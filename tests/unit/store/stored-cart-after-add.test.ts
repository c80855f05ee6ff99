/**
 * A new shopper's first add does not wait for the stored state (issue 35, ADR 0050), and a cart
 * that turns up in storage after all is merged into the cart the add made: one cart in the page,
 * every line in it — whether the stored state comes back while the add's request is on its way or
 * after the server answered it. A returning shopper's add still waits and goes to the stored cart.
 */
import type { Storage } from 'redux-persist';
import { STORAGE_KEYS } from '@/lib/config/client';
import { attachClientRuntime } from '@/store/client-runtime';
import { createPageStore } from '@/store/page-store';
import { addRequested } from '@/store/islands';
import { germanView, settle } from './store-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type Line = { sku: string; qty: number; item_id: number };

/** Carts by token; the create call that carries a line can be held until `answerCreate`. */
function cartServer() {
  const carts = new Map<string, Map<string, Line>>([['stored-cart', new Map([['STORED-1', { sku: 'STORED-1', qty: 2, item_id: 1 }]])]]);
  let nextId = 10;
  let answerCreate = () => {};
  const createHeld = new Promise<void>((resolve) => (answerCreate = resolve));
  const paths: string[] = [];
  const put = (token: string, item: { sku: string; qty: number }) => {
    const lines = carts.get(token)!;
    const line = { sku: item.sku, qty: item.qty, item_id: lines.get(item.sku)?.item_id ?? nextId++ };
    lines.set(item.sku, line);
    return line;
  };
  const reply = (result: unknown, meta?: unknown) => ({ headers: new Headers({ 'content-type': 'application/json' }), json: async () => ({ code: 200, result, meta }) }) as unknown as Response;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    paths.push(url.pathname);
    const body = init?.body === undefined ? {} : JSON.parse(String(init.body));
    const token = url.searchParams.get('cartId') ?? '';
    switch (url.pathname) {
      case '/api/cart/create': {
        if (body.cartItem) await createHeld;
        const created = `cart-${carts.size}`;
        carts.set(created, new Map());
        return body.cartItem ? reply(created, { cartItem: put(created, body.cartItem) }) : reply(created);
      }
      case '/api/cart/update':
        return reply(put(token, body.cartItem));
      case '/api/cart/pull':
        return reply([...(carts.get(token)?.values() ?? [])]);
      case '/api/cart/totals':
        return reply({ base_grand_total: 0, total_segments: [] });
      default:
        throw new Error(`no route for ${url.pathname}`);
    }
  };
  return { fetch: fetch as typeof globalThis.fetch, carts, paths, answerCreate };
}

/** Storage holding the cart a visit before this one made, its reads answered once `release` is called. */
function storageWithCart() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const data = new Map<string, string>([
    [STORAGE_KEYS.cart, JSON.stringify({ items: JSON.stringify([{ sku: 'STORED-1', qty: 2, item_id: 1 }]) })],
    [STORAGE_KEYS.cartToken, JSON.stringify({ cartServerToken: JSON.stringify('stored-cart') })],
  ]);
  const storage: Storage = {
    getItem: async (key: string) => {
      await released;
      return data.get(key) ?? null;
    },
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
  return { storage, release };
}

function startPage(newShopper: boolean) {
  const server = cartServer();
  const { storage, release } = storageWithCart();
  const page = createPageStore(germanView, { newShopper: () => newShopper });
  page.store.dispatch(addRequested({ items: [{ sku: 'NEW-1', qty: 1, name: 'Espresso' }] }));
  attachClientRuntime(page, { storage, persist: true, browserEvents: false, fetch: server.fetch, baseUrl: 'http://de.localhost' });
  const cart = () => page.store.getState() as unknown as { cart: { items: Line[] }; cartToken: { cartServerToken: string | null } };
  return { server, release, cart };
}

const skus = (lines: Iterable<{ sku: string; qty: number }>) => [...lines].map(({ sku, qty }) => `${sku}×${qty}`).sort();

describe('a new shopper’s first add', () => {
  it('is sent before the stored state is back', async () => {
    const { server, release } = startPage(true);
    await settle();
    expect(server.paths).toContain('/api/cart/create');
    server.answerCreate();
    release();
    await settle();
  });

  it('keeps one cart with every line when a stored cart comes back while the add is on its way', async () => {
    const { server, release, cart } = startPage(true);
    await settle();
    release();
    await settle();
    server.answerCreate();
    await settle();
    expect(cart().cartToken.cartServerToken).toBe('cart-1');
    expect(skus(server.carts.get('cart-1')!.values())).toEqual(['NEW-1×1', 'STORED-1×2']);
    expect(skus(cart().cart.items)).toEqual(['NEW-1×1', 'STORED-1×2']);
    expect(server.paths.filter((path) => path === '/api/cart/create')).toHaveLength(1);
  });

  it('keeps one cart with every line when a stored cart comes back after the add was answered', async () => {
    const { server, release, cart } = startPage(true);
    server.answerCreate();
    await settle();
    expect(skus(cart().cart.items)).toEqual(['NEW-1×1']);
    release();
    await settle();
    expect(cart().cartToken.cartServerToken).toBe('cart-1');
    expect(skus(server.carts.get('cart-1')!.values())).toEqual(['NEW-1×1', 'STORED-1×2']);
    expect(skus(cart().cart.items)).toEqual(['NEW-1×1', 'STORED-1×2']);
    expect(server.paths.filter((path) => path === '/api/cart/create')).toHaveLength(1);
  });
});

describe('a returning shopper’s first add', () => {
  it('waits for the stored cart and goes into it', async () => {
    const { server, release, cart } = startPage(false);
    await settle();
    expect(server.paths).toEqual([]);
    release();
    await settle();
    expect(server.paths).not.toContain('/api/cart/create');
    expect(cart().cartToken.cartServerToken).toBe('stored-cart');
    expect(skus(cart().cart.items)).toEqual(['NEW-1×1', 'STORED-1×2']);
  });
});
