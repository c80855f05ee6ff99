/** @jest-environment jsdom */
/**
 * A new shopper's first add leaves as the form hands it over, beside the runtime's start (issue 35,
 * ADR 0068): the runtime's cart listener takes that request's answer as its own create call's, so
 * the cart is created once, and leaves it to the server when the call it would make is another one.
 */
import { addRequested } from '@/store';
import { CLIENT_RUNTIME_MARKER_COOKIE } from '@/lib/config/client';
import { pageStoreOf } from '@/store/page-store';
import { resetEarlyAdds, sendFirstAddEarly } from '@/store/cart/early-add';
import { tokenReceived } from '@/store/cart/cart-slice';
import { cartServer } from './cart-server';
import { germanView, harness, settle, type Handler } from './store-harness';

const coffee = { sku: 'ESPRESSO-250', qty: 1, name: 'Espresso 250 g' };

beforeEach(() => {
  jest.useFakeTimers();
  resetEarlyAdds();
  // The product page's store, its runtime not started yet.
  pageStoreOf({ ...germanView, code: 'de_at' });
  pageStoreOf(germanView);
  document.cookie = `${CLIENT_RUNTIME_MARKER_COOKIE}=; max-age=0; path=/`;
});
afterEach(() => jest.useRealTimers());

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
