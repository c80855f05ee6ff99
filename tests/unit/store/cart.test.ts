import {
  actionTaken,
  addRequested,
  connectRequested,
  couponApplyRequested,
  logIn,
  quantityChangeRequested,
  removeRequested,
  selectCartItemCount,
  syncRequested,
} from '@/store';
import { harness, ok, settle, type Handler, type Reply } from './store-harness';
import { cartServer, totals } from './cart-server';
import { beginPendingAdd, optimisticItemCount, pendingAddsNow } from '@/store/islands';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const coffee = { sku: 'ESPRESSO-250', qty: 1, name: 'Espresso 250 g' };

describe('cart connection', () => {
  it('stores the token of a 200 answer and syncs', async () => {
    const h = harness(cartServer().routes);
    h.store.dispatch(connectRequested());
    await settle();
    expect(h.store.getState().cartToken.cartServerToken).toBe('cart-1');
    expect(h.pathsCalled()).toEqual(['/api/cart/create', '/api/cart/pull', '/api/cart/totals']);
  });

  it('on 401 retries as a guest cart while under the bypass maximum, then reports sync as disabled', async () => {
    const h = harness(cartServer({ '/api/cart/create': { code: 401, result: 'no' } }).routes);
    h.store.dispatch(connectRequested());
    await settle();
    expect(h.store.getState().cart).toMatchObject({ connectBypassCount: 1, syncDisabled: true });
    expect(h.pathsCalled()).toEqual(['/api/cart/create', '/api/cart/create']);
    expect(h.store.getState().notifications.items).toEqual([]);
  });

  it('sends the guest retry without the user token', async () => {
    const answers: Reply[] = [{ code: 401, result: 'no' }, ok('guest-cart')];
    const h = harness(cartServer({ '/api/cart/create': () => answers.shift()! }).routes, { executor: { autoRefreshTokens: false } });
    h.store.dispatch(connectRequested());
    await settle();
    expect(h.requests[1].headers.Authorization).toBeUndefined();
    expect(h.store.getState().cartToken.cartServerToken).toBe('guest-cart');
  });
});

describe('cart actions', () => {
  it('adds a line: loading on, server cart created with the line in one request, "Product has been added to the cart!" with OK and Proceed to checkout', async () => {
    const h = harness(cartServer().routes);
    h.store.dispatch(addRequested({ items: [coffee] }));
    expect(h.store.getState().cart.loading).toBe(true);
    await settle();
    expect(h.pathsCalled()).toEqual(['/api/cart/create', '/api/cart/pull', '/api/cart/totals']);
    expect(h.requests[0].body).toEqual({ cartItem: { sku: coffee.sku, qty: 1 } });
    expect(h.requests[1].url.searchParams.get('cartId')).toBe('cart-1');
    expect(h.store.getState().cart.loading).toBe(false);
    expect(h.store.getState().cart.items).toEqual([{ ...coffee, item_id: 1 }]);
    expect(h.store.getState().cart.totals).toMatchObject(totals);
    expect(h.store.getState().notifications.items[0]).toMatchObject({
      type: 'success',
      message: { key: 'cart.productAdded' },
      action1: { label: { key: 'cart.ok' } },
      action2: { label: { key: 'cart.proceedToCheckout' }, action: 'goToCheckout' },
    });
  });

  it('a create answered without the line (a replica of the previous release) has the line sent by update', async () => {
    const server = cartServer({ '/api/cart/create': ok('cart-old') });
    const h = harness(server.routes);
    h.store.dispatch(addRequested({ items: [coffee] }));
    await settle();
    expect(h.pathsCalled().slice(0, 2)).toEqual(['/api/cart/create', '/api/cart/update']);
    expect(h.requests[1].url.searchParams.get('cartId')).toBe('cart-old');
    expect(server.lines.get(coffee.sku)?.qty).toBe(1);
  });

  it('a first add refused with 401 (stale user token) bypasses to a guest cart that carries the line', async () => {
    const server = cartServer();
    const create = server.routes['/api/cart/create'] as Handler;
    const h = harness({ ...server.routes, '/api/cart/create': (r) => (r.headers.Authorization ? { code: 401, result: 'no' } : create(r)) }, {
      executor: { autoRefreshTokens: false },
    });
    h.store.dispatch({ type: 'session/loggedIn', payload: { token: 'stale', refreshToken: null } });
    h.store.dispatch(addRequested({ items: [coffee] }));
    await settle();
    const creates = h.requests.filter((r) => r.path === '/api/cart/create');
    expect(creates.map((r) => r.body)).toEqual([{ cartItem: { sku: coffee.sku, qty: 1 } }, { cartItem: { sku: coffee.sku, qty: 1 } }]);
    expect(h.pathsCalled()).not.toContain('/api/cart/update');
    expect(server.lines.get(coffee.sku)?.qty).toBe(1);
  });

  it('adding an existing line merges the quantity and says "Product quantity has been updated!"', async () => {
    const server = cartServer();
    const h = harness(server.routes);
    h.store.dispatch(addRequested({ items: [coffee] }));
    await settle();
    h.store.dispatch(addRequested({ items: [{ ...coffee, qty: 2 }] }));
    await settle();
    expect(server.lines.get(coffee.sku)?.qty).toBe(3);
    expect(h.store.getState().notifications.items.at(-1)?.message).toEqual({ key: 'cart.productQuantityUpdated' });
    expect(selectCartItemCount(h.store.getState())).toBe(3);
  });

  it('counts a tapped add at once and settles it once the server cart holds it (issue 35)', async () => {
    const h = harness(cartServer().routes);
    const pendingId = beginPendingAdd([coffee]);
    expect(optimisticItemCount(h.store.getState().cart.items, pendingAddsNow())).toBe(1);
    h.store.dispatch(addRequested({ items: [coffee], pendingId }));
    await settle();
    expect(pendingAddsNow()).toEqual([]);
    expect(optimisticItemCount(h.store.getState().cart.items, pendingAddsNow())).toBe(1);
  });

  it('a refused add no longer counts: the badge goes back to the server cart and the refusal is told', async () => {
    const h = harness(cartServer({ '/api/cart/update': { code: 400, result: 'Refused' } }).routes);
    const pendingId = beginPendingAdd([{ ...coffee, qty: 2 }]);
    expect(optimisticItemCount([], pendingAddsNow())).toBe(2);
    h.store.dispatch(addRequested({ items: [{ ...coffee, qty: 2 }], pendingId }));
    await settle();
    expect(optimisticItemCount(h.store.getState().cart.items, pendingAddsNow())).toBe(0);
    expect(h.store.getState().notifications.items.at(-1)).toMatchObject({ type: 'error' });
  });

  it('a pending add of a line already in the cart adds to its quantity, or to no new line when lines are counted', () => {
    const adds = [{ id: 'a', items: [{ ...coffee, qty: 2 }] }];
    expect(optimisticItemCount([{ ...coffee, item_id: 1 }], adds)).toBe(3);
    expect(optimisticItemCount([{ ...coffee, item_id: 1 }], adds, 'lines')).toBe(1);
  });

  it('hides Proceed to checkout when an external checkout is configured', async () => {
    const h = harness(cartServer().routes, { switches: { externalCheckout: true } });
    h.store.dispatch(addRequested({ items: [coffee] }));
    await settle();
    expect(h.store.getState().notifications.items[0].action2).toBeUndefined();
  });

  it('adds lines one at a time', async () => {
    let open = 0;
    let most = 0;
    const server = cartServer();
    const update = server.routes['/api/cart/update'] as Handler;
    const h = harness({ ...server.routes, '/api/cart/update': (r) => (most = Math.max(most, ++open), open--, update(r)) });
    h.store.dispatch(addRequested({ items: [coffee, { sku: 'LUNGO-500', qty: 1 }] }));
    await settle();
    expect(most).toBe(1);
    expect(h.store.getState().cart.items.map((i) => i.sku)).toEqual(['ESPRESSO-250', 'LUNGO-500']);
  });

  it('with force removes the line first and sets the quantity given', async () => {
    const server = cartServer();
    const h = harness(server.routes);
    h.store.dispatch(addRequested({ items: [{ ...coffee, qty: 4 }] }));
    await settle();
    h.store.dispatch(addRequested({ items: [{ ...coffee, qty: 1 }], force: true }));
    await settle();
    expect(h.pathsCalled().filter((p) => p === '/api/cart/delete')).toHaveLength(1);
    expect(server.lines.get(coffee.sku)?.qty).toBe(1);
  });

  it('changes a quantity on the server', async () => {
    const server = cartServer();
    const h = harness(server.routes);
    h.store.dispatch(addRequested({ items: [coffee] }));
    await settle();
    const item = h.store.getState().cart.items[0];
    h.store.dispatch(quantityChangeRequested({ item, qty: 3 }));
    await settle();
    expect(server.lines.get(coffee.sku)?.qty).toBe(3);
    expect(h.store.getState().cart.items[0].qty).toBe(3);
  });

  it('removes a line and offers undo, which puts it back', async () => {
    const server = cartServer();
    const h = harness(server.routes);
    h.store.dispatch(addRequested({ items: [{ ...coffee, qty: 2 }] }));
    await settle();
    h.store.dispatch(removeRequested({ item: h.store.getState().cart.items[0] }));
    await settle();
    expect(h.store.getState().cart.items).toEqual([]);
    const undo = h.store.getState().notifications.items.at(-1)!;
    expect(undo).toMatchObject({ message: { key: 'cart.productRemoved' }, action1: { label: { key: 'cart.undo' }, action: 'undoCartRemoval' } });
    h.store.dispatch(actionTaken({ id: undo.id, action: 'undoCartRemoval' }));
    await settle();
    expect(server.lines.get(coffee.sku)?.qty).toBe(2);
    expect(h.store.getState().cart.items.map((i) => [i.sku, i.qty])).toEqual([[coffee.sku, 2]]);
  });

  it('applies a coupon and takes the coupon code from the server totals', async () => {
    const h = harness(cartServer({ '/api/cart/totals': ok({ ...totals, coupon_code: 'WELCOME' }) }).routes);
    h.store.dispatch(couponApplyRequested('WELCOME'));
    await settle();
    expect(h.requests.find((r) => r.path === '/api/cart/apply-coupon')?.body).toEqual({ coupon: 'WELCOME' });
    expect(h.store.getState().cart.couponCode).toBe('WELCOME');
  });

  it('shows the server message when a cart call fails', async () => {
    const h = harness(cartServer({ '/api/cart/update': { code: 400, result: 'The requested qty exceeds the maximum qty allowed in shopping cart' } }).routes);
    h.store.dispatch(addRequested({ items: [coffee] }));
    await settle();
    expect(h.store.getState().notifications.items.map((n) => n.message)).toEqual([
      { text: 'The requested qty exceeds the maximum qty allowed in shopping cart' },
    ]);
    expect(h.store.getState().cart.loading).toBe(false);
  });
});

describe('cart result handling', () => {
  async function syncedWith(pull: Reply, options = {}) {
    const h = harness(cartServer({ '/api/cart/pull': pull }).routes, options);
    h.store.dispatch(connectRequested());
    await settle();
    return h;
  }

  it('goes to /order-success when the server forces a refresh of a converted quote', async () => {
    const h = await syncedWith(ok({ items: [], quote: { forceRefresh: true, converted: true } }));
    expect(h.navigate).toHaveBeenCalledWith('/order-success');
  });

  it('prefixes the route for a store view on a shared host', async () => {
    const h = await syncedWith(ok({ items: [], forceRefresh: true, converted: true }), {
      storeView: { code: 'it', pathPrefix: '/it', appendStoreCode: true, defaultCountry: 'IT', contactEmail: 'x@y.it' },
    });
    expect(h.navigate).toHaveBeenCalledWith('/it/order-success');
    expect(h.requests[0].url.searchParams.get('storeCode')).toBe('it');
  });

  it('clears the cart and takes a new token when the server forces a refresh without conversion', async () => {
    const h = await syncedWith(ok({ items: [{ sku: 'A', qty: 1 }], quote: { forceRefresh: true } }));
    expect(h.store.getState().cartToken.cartServerToken).toBe('cart-2');
    expect(h.store.getState().cart.items).toEqual([]);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('otherwise replaces lines and totals', async () => {
    const h = await syncedWith(ok({ items: [{ sku: 'A', qty: 2, item_id: 9 }], totals }));
    expect(h.store.getState().cart.items).toEqual([{ sku: 'A', qty: 2, item_id: 9 }]);
    expect(h.store.getState().cart.totals).toMatchObject(totals);
  });

  it('does not sync without a cart token', async () => {
    const h = harness(cartServer().routes);
    h.store.dispatch(syncRequested());
    await settle();
    expect(h.fetch).not.toHaveBeenCalled();
  });
});

describe('re-authorisation after login', () => {
  /** Two server carts: the guest's and the customer's; cart create with a user token and `cartId` merges them. */
  function loginServer() {
    const carts: Record<string, { sku: string; qty: number; item_id: number }[]> = {
      'guest-cart': [{ sku: 'ESPRESSO-250', qty: 1, item_id: 1 }],
      'customer-cart': [{ sku: 'ESPRESSO-250', qty: 2, item_id: 50 }],
    };
    const cartOf = (url: URL) => carts[url.searchParams.get('cartId') ?? ''] ?? [];
    const routes: Record<string, Handler | Reply> = {
      '/api/user/login': { code: 200, result: 'user-token', meta: { refreshToken: 'refresh' } },
      '/api/user/me': ok({ id: 7, email: 'anna@example.com', group_id: 4 }),
      '/api/cart/create': ({ url, headers }) => {
        if (headers.Authorization !== 'Bearer user-token') return ok('other-guest-cart');
        const guest = url.searchParams.get('cartId');
        for (const line of guest ? (carts[guest] ?? []) : []) {
          const match = carts['customer-cart'].find((l) => l.sku === line.sku);
          if (match) match.qty += line.qty;
          else carts['customer-cart'].push({ ...line, item_id: 60 });
        }
        if (guest) delete carts[guest];
        return ok('customer-cart');
      },
      '/api/cart/pull': ({ url }) => ok(cartOf(url)),
      '/api/cart/update': ({ url, body }) => {
        const { cartItem } = body as { cartItem: { sku: string; qty: number } };
        cartOf(url).push({ sku: cartItem.sku, qty: cartItem.qty, item_id: 70 });
        return ok(true);
      },
      '/api/cart/apply-coupon': ok(true),
      '/api/cart/totals': ok({ ...totals, coupon_code: 'WELCOME10' }),
      '/api/products/render-list': ok({
        items: [
          { id: 1, sku: 'ESPRESSO-250', price_info: { final_price: 8.5, regular_price: 9.9 } },
          { id: 2, sku: 'TEA-100', price_info: { final_price: 4, regular_price: 4 } },
        ],
      }),
    };
    return { routes, carts };
  }

  async function loggedInWithGuestCart() {
    const server = loginServer();
    const h = harness(server.routes);
    const espresso = { sku: 'ESPRESSO-250', qty: 1, item_id: 1, price: 9.9 };
    // A line the guest cart on the server no longer has (it was added while the server lost it).
    const tea = { sku: 'TEA-100', qty: 2, item_id: 2, price: 4.5 };
    h.store.dispatch({ type: 'cart/tokenReceived', payload: 'guest-cart' });
    h.store.dispatch({ type: 'cart/serverCartReceived', payload: { items: [espresso, tea], totals: { ...totals, coupon_code: 'WELCOME10' } } });
    await settle();
    h.requests.length = 0;
    const done = h.store.dispatch(logIn({ username: 'anna@example.com', password: 'secret-password' }));
    await settle();
    return { h, server, loggedIn: await done };
  }

  it('merges the guest cart into the customer cart on the server, adding quantities', async () => {
    const { h, loggedIn } = await loggedInWithGuestCart();
    expect(loggedIn).toBe(true);
    const create = h.requests.find((r) => r.path === '/api/cart/create')!;
    expect(create.headers.Authorization).toBe('Bearer user-token');
    expect(create.url.searchParams.get('cartId')).toBe('guest-cart');
    expect(h.store.getState().cartToken.cartServerToken).toBe('customer-cart');
    expect(h.store.getState().cart.items.find((i) => i.sku === 'ESPRESSO-250')?.qty).toBe(3);
  });

  it('re-adds silently only the lines the server did not take over, and re-applies the coupon', async () => {
    const { h } = await loggedInWithGuestCart();
    const updates = h.requests.filter((r) => r.path === '/api/cart/update').map((r) => (r.body as { cartItem: { sku: string; qty: number } }).cartItem);
    expect(updates).toEqual([expect.objectContaining({ sku: 'TEA-100', qty: 2 })]);
    expect(updates[0]).not.toHaveProperty('item_id');
    expect(h.requests.find((r) => r.path === '/api/cart/apply-coupon')?.body).toEqual({ coupon: 'WELCOME10' });
    expect(h.store.getState().notifications.items).toEqual([]);
    expect(h.store.getState().cart.items.map((i) => [i.sku, i.qty])).toEqual([
      ['ESPRESSO-250', 3],
      ['TEA-100', 2],
    ]);
  });

  it("re-prices the lines for the customer's group", async () => {
    const { h } = await loggedInWithGuestCart();
    expect(h.requests.find((r) => r.path === '/api/products/render-list')?.url.searchParams.get('skus')).toBe('ESPRESSO-250,TEA-100');
    expect(h.store.getState().cart.items.map((i) => [i.sku, i.price])).toEqual([
      ['ESPRESSO-250', 8.5],
      ['TEA-100', 4],
    ]);
    expect(h.store.getState().session).toMatchObject({ token: 'user-token', refreshToken: 'refresh', groupId: 4 });
  });

  it('a refused login changes nothing', async () => {
    const server = loginServer();
    const h = harness({ ...server.routes, '/api/user/login': { code: 401, result: 'You did not sign in correctly.' } });
    expect(await h.store.dispatch(logIn({ username: 'anna@example.com', password: 'wrong' }))).toBe(false);
    expect(h.pathsCalled()).toEqual(['/api/user/login']);
    expect(h.store.getState().session.token).toBeNull();
  });
});
