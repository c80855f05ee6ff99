/** @jest-environment jsdom */
/**
 * A new shopper's first add leaves as the form hands it over, beside the runtime's start (issue 35,
 * ADR 0068): the runtime's cart listener takes that request's answer as its own create call's, so
 * the cart is created once, and leaves it to the server when the call it would make is another one.
 * An answer back before the runtime reads its stored state confirms the add at once (ADR 0075): the
 * token is written first, then the toast; the runtime adopts the add without a second call or toast,
 * and an answer that comes after that read is never written by the page.
 */
import { addRequested } from '@/store';
import { CLIENT_RUNTIME_MARKER_COOKIE, EARLY_ADD_CLAIM_WAIT_MS } from '@/lib/config/client';
import { pageStoreOf } from '@/store/page-store';
import { resetEarlyAdds, sendFirstAddEarly } from '@/store/cart/early-add';
import { tokenReceived } from '@/store/cart/cart-slice';
import { claimEarlyAdds, keepEarlyAnswer, writeBeforeRuntime } from '@/store/cart/early-add-answers';
import { earlyNotificationNow } from '@/store/notifications/early-notification';
import { beginPendingAdd, pendingAddsNow } from '@/store/cart/pending-adds';
import { cartServer } from './cart-server';
import { germanView, harness, settle, type Handler } from './store-harness';

const coffee = { sku: 'ESPRESSO-250', qty: 1, name: 'Espresso 250 g' };

/** The server's routes as the browser's fetch answers them (a body readable twice, as `Response.clone` gives). */
function browserFetch(routes: Record<string, unknown>, calls: string[], gate: Promise<void> = Promise.resolve()): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    const body = (routes[url.pathname] as Handler)({ path: url.pathname, url, body: JSON.parse(String(init?.body)), headers: {} });
    await gate;
    const response = { ok: true, headers: new Headers({ 'content-type': 'application/json' }), json: async () => body, clone: () => response };
    return response as unknown as Response;
  }) as typeof fetch;
}

/** Stands in for IndexedDB: records the tokens written. */
const writerFor = (writes: string[]) => () => ({ write: async (token: string) => (writes.push(token), token), close: () => undefined });

beforeEach(() => {
  jest.useFakeTimers();
  resetEarlyAdds();
  // The product page's store, its runtime not started yet.
  pageStoreOf({ ...germanView, code: 'de_at' });
  pageStoreOf(germanView);
  document.cookie = `${CLIENT_RUNTIME_MARKER_COOKIE}=; max-age=0; path=/`;
});
afterEach(() => jest.useRealTimers());

/** A first add sent early whose answer waits until `answer()`: what it called, what it wrote, its pending id. */
async function sendWithAnswerHeld() {
  const server = cartServer();
  const early: string[] = [];
  const writes: string[] = [];
  let answer = () => {};
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const pendingId = beginPendingAdd([coffee]);
  sendFirstAddEarly(pendingId, coffee, browserFetch(server.routes, early, gate), writerFor(writes));
  await settle();
  return { server, early, writes, answer, pendingId };
}

const creates = (h: ReturnType<typeof harness>) => h.requests.filter((request) => request.path === '/api/cart/create');

describe("a new shopper's first add sent before the runtime runs", () => {
  it('creates the cart once: the runtime takes the early answer, stores its token and confirms', async () => {
    const h = harness(cartServer().routes);
    expect(sendFirstAddEarly('add-1', coffee, h.fetch as unknown as typeof fetch)).toBe(true);
    await settle();
    expect(h.pathsCalled()).toEqual(['/api/cart/create']);
    h.store.dispatch(addRequested({ items: [coffee], pendingId: 'add-1' }));
    await settle();
    expect(h.pathsCalled()).toEqual(['/api/cart/create', '/api/cart/pull', '/api/cart/totals']);
    expect(creates(h)[0].body).toEqual({ cartItem: coffee });
    expect(h.store.getState().cartToken.cartServerToken).toBe('cart-1');
    expect(h.store.getState().cart.items).toEqual([{ ...coffee, item_id: 1 }]);
    expect(h.store.getState().notifications.items[0]).toMatchObject({ type: 'success', message: { key: 'cart.productAdded' } });
  });

  it('leaves the early cart unused when the stored state brought a cart: the line goes to that cart, once', async () => {
    const server = cartServer();
    const h = harness(server.routes);
    sendFirstAddEarly('add-1', coffee, h.fetch as unknown as typeof fetch);
    h.store.dispatch(tokenReceived('stored-cart'));
    h.store.dispatch(addRequested({ items: [coffee], pendingId: 'add-1' }));
    await settle();
    expect(creates(h)).toHaveLength(1);
    const update = h.requests.find((request) => request.path === '/api/cart/update')!;
    expect(update.url.searchParams.get('cartId')).toBe('stored-cart');
    expect(h.store.getState().cartToken.cartServerToken).toBe('stored-cart');
  });

  it('leaves the early guest cart unused for a customer whose session came back: the customer cart is made with the token', async () => {
    const h = harness(cartServer().routes, { executor: { autoRefreshTokens: false } });
    sendFirstAddEarly('add-1', coffee, h.fetch as unknown as typeof fetch);
    await settle();
    h.store.dispatch({ type: 'session/loggedIn', payload: { token: 'user-token', refreshToken: null } });
    h.store.dispatch(addRequested({ items: [coffee], pendingId: 'add-1' }));
    await settle();
    expect(creates(h).map((request) => request.headers.Authorization)).toEqual([undefined, 'Bearer user-token']);
    expect(h.store.getState().cartToken.cartServerToken).toBe('cart-2');
  });

  it('sends the create again when the early call failed, and tells the shopper nothing of it', async () => {
    const server = cartServer();
    let first = true;
    const create = server.routes['/api/cart/create'] as Handler;
    const h = harness({ ...server.routes, '/api/cart/create': (request) => (first ? ((first = false), 'network-failure') : create(request)) });
    sendFirstAddEarly('add-1', coffee, h.fetch as unknown as typeof fetch);
    h.store.dispatch(addRequested({ items: [coffee], pendingId: 'add-1' }));
    await settle();
    expect(creates(h)).toHaveLength(2);
    expect(h.store.getState().cartToken.cartServerToken).toBe('cart-1');
    expect(h.store.getState().notifications.items.map((item) => item.type)).toEqual(['success']);
  });

  it('is sent once per page, and never for a browser with client state from an earlier visit', () => {
    const h = harness(cartServer().routes);
    document.cookie = `${CLIENT_RUNTIME_MARKER_COOKIE}=1; path=/`;
    expect(sendFirstAddEarly('add-1', coffee, h.fetch as unknown as typeof fetch)).toBe(false);
    document.cookie = `${CLIENT_RUNTIME_MARKER_COOKIE}=; max-age=0; path=/`;
    expect(sendFirstAddEarly('add-2', coffee, h.fetch as unknown as typeof fetch)).toBe(true);
    expect(sendFirstAddEarly('add-3', coffee, h.fetch as unknown as typeof fetch)).toBe(false);
  });
});

describe("a new shopper's first add confirmed before the runtime runs", () => {
  it('stores the token, then confirms; the runtime adopts the add: one create, one toast, the line pulled', async () => {
    const server = cartServer();
    const early: string[] = [];
    const writes: string[] = [];
    const pendingId = beginPendingAdd([coffee]);
    sendFirstAddEarly(pendingId, coffee, browserFetch(server.routes, early), writerFor(writes));
    await settle();
    expect(writes).toEqual(['cart-1']);
    expect(earlyNotificationNow()).toMatchObject({ type: 'success', message: { key: 'cart.productAdded' }, action2: { action: 'goToCheckout' } });
    expect(pendingAddsNow()).toEqual([expect.objectContaining({ id: pendingId, confirmed: true })]);
    expect(document.cookie).toContain(`${CLIENT_RUNTIME_MARKER_COOKIE}=1`);

    const h = harness(server.routes);
    h.store.dispatch(addRequested({ items: [coffee], pendingId }));
    await settle();
    expect(early).toEqual(['/api/cart/create']);
    expect(h.pathsCalled()).toEqual(['/api/cart/pull', '/api/cart/totals']);
    expect(h.store.getState().cartToken.cartServerToken).toBe('cart-1');
    expect(h.store.getState().cart.items).toEqual([{ ...coffee, item_id: 1 }]);
    expect(h.store.getState().notifications.items).toEqual([]);
    expect(pendingAddsNow()).toEqual([]);
  });

  it('writes nothing for an answer back after the runtime read its stored state: the runtime takes it, once', async () => {
    const { server, early, writes, answer, pendingId } = await sendWithAnswerHeld();
    // The runtime starts while the answer is still on its way, and waits for it no longer than its bound.
    const h = harness(server.routes);
    await jest.advanceTimersByTimeAsync(EARLY_ADD_CLAIM_WAIT_MS);
    answer();
    await settle();
    expect(writes).toEqual([]);
    expect(earlyNotificationNow()).toBeNull();
    h.store.dispatch(addRequested({ items: [coffee], pendingId }));
    await settle();
    expect(early).toEqual(['/api/cart/create']);
    expect(h.pathsCalled()).toEqual(['/api/cart/pull', '/api/cart/totals']);
    expect(h.store.getState().cartToken.cartServerToken).toBe('cart-1');
    expect(h.store.getState().notifications.items.map((item) => item.message)).toEqual([{ key: 'cart.productAdded' }]);
  });

  it('has a runtime that starts while the answer is on its way wait for it: confirmed by the page, then adopted', async () => {
    const { server, early, writes, answer, pendingId } = await sendWithAnswerHeld();
    const h = harness(server.routes);
    await settle();
    answer();
    await settle();
    expect(writes).toEqual(['cart-1']);
    expect(earlyNotificationNow()).not.toBeNull();
    h.store.dispatch(addRequested({ items: [coffee], pendingId }));
    await settle();
    expect(h.pathsCalled()).toEqual(['/api/cart/pull', '/api/cart/totals']);
    expect(h.store.getState().cartToken.cartServerToken).toBe('cart-1');
    expect(h.store.getState().notifications.items).toEqual([]);
  });

  it('leaves a refused add to the runtime: nothing written, no early toast', async () => {
    const server = cartServer();
    const writes: string[] = [];
    const refusing = { ...server.routes, '/api/cart/create': () => ({ code: 400, result: 'Nicht lieferbar' }) };
    sendFirstAddEarly(beginPendingAdd([coffee]), coffee, browserFetch(refusing, []), writerFor(writes));
    await settle();
    expect(writes).toEqual([]);
    expect(earlyNotificationNow()).toBeNull();
  });

  it('has the runtime read its stored state only after a write under way has ended', async () => {
    let written = (_token: string | null) => {};
    keepEarlyAnswer('add-1', Promise.resolve({} as Response));
    const write = writeBeforeRuntime('add-1', () => new Promise((resolve) => (written = resolve)));
    let claimed = false;
    void claimEarlyAdds().then(() => (claimed = true));
    await settle();
    expect(claimed).toBe(false);
    written('cart-1');
    await settle();
    expect(claimed).toBe(true);
    await expect(write).resolves.toBe('cart-1');
    // After the claim nothing more is written.
    keepEarlyAnswer('add-2', Promise.resolve({} as Response));
    await expect(writeBeforeRuntime('add-2', async () => 'cart-2')).resolves.toBeNull();
  });
});
