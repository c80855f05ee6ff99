import {
  appStarted,
  cartChangedInAnotherTab,
  cartQuantityChanged,
  orderConfirmed,
  loggedIn,
  loggedOut,
  orderPlacementRequested,
  paymentMethodsReceived,
  personalDetailsSaved,
  selectIsCheckoutFresh,
  shippingMethodsReceived,
  selectIsSignUpModalOpen,
  taskQueued,
} from '@/store';
import { CHECKOUT_FRESHNESS_MS, STORAGE_KEYS } from '@/lib/config/client';
import type { Storage } from 'redux-persist';
import { order } from './order-fixture';
import { harness, ok, settle } from './store-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const details = { firstName: 'Anna', lastName: 'Berg', emailAddress: 'anna@example.com', createAccount: false };

describe('session', () => {
  it('logout clears token, user, cart and checkout details and shows "You\'re logged out"', async () => {
    const h = harness({ '/api/cart/create': ok('c-1'), '/api/cart/pull': ok([]), '/api/cart/totals': ok({}) });
    h.store.dispatch(loggedIn({ token: 't', refreshToken: 'r' }));
    h.store.dispatch(personalDetailsSaved(details));
    await settle();
    h.store.dispatch(loggedOut({ silent: false }));
    await settle();
    const state = h.store.getState();
    expect(state.session).toMatchObject({ token: null, refreshToken: null, user: null });
    expect(state.cartToken.cartServerToken).toBeNull();
    expect(state.checkout.personalDetails).toBeNull();
    expect(state.notifications.items.map((n) => n.message)).toEqual([{ key: 'checkout.loggedOut' }]);
  });

  it('a silent logout shows nothing', async () => {
    const h = harness({});
    h.store.dispatch(loggedOut({ silent: true }));
    await settle();
    expect(h.store.getState().notifications.items).toEqual([]);
  });

  it('when refresh fails for good: silent logout, sign-up modal, queued calls discarded, queued orders kept', async () => {
    const h = harness({
      '/api/cart/pull': { code: 401, result: 'expired' },
      '/api/user/refresh': { code: 401, result: 'revoked' },
      '/api/order': 'network-failure',
    });
    h.store.dispatch(loggedIn({ token: 'old', refreshToken: 'r' }));
    h.network.online = false;
    h.store.dispatch(
      orderPlacementRequested({
        ...order,
        cart_id: 'c',
        products: [{ sku: 'A', qty: 1 }],
      }),
    );
    h.store.dispatch(taskQueued({ task: { path: '/api/review/create', method: 'POST', body: {} } }));
    await settle();
    h.network.online = true;
    h.store.dispatch({ type: 'cart/tokenReceived', payload: 'c-1' });
    h.store.dispatch({ type: 'cart/syncRequested' });
    await settle();
    const state = h.store.getState();
    expect(state.session.token).toBeNull();
    expect(selectIsSignUpModalOpen(state)).toBe(true);
    expect(state.syncTasks.tasks).toEqual([]);
    expect(state.orderQueue.entries).toHaveLength(1);
    expect(state.notifications.items.map((n) => n.message)).toEqual([{ key: 'cart.refreshFailedError' }]);
  });
});

describe('checkout state', () => {
  it('is fresh for 30 minutes after the last change', () => {
    const h = harness({});
    h.store.dispatch(personalDetailsSaved(details));
    const saved = Date.now();
    expect(selectIsCheckoutFresh(h.store.getState(), saved + CHECKOUT_FRESHNESS_MS - 1)).toBe(true);
    expect(selectIsCheckoutFresh(h.store.getState(), saved + CHECKOUT_FRESHNESS_MS)).toBe(false);
  });

  it('a stale checkout is cleared when the shop starts', async () => {
    const h = harness({});
    h.store.dispatch(personalDetailsSaved(details));
    await jest.advanceTimersByTimeAsync(CHECKOUT_FRESHNESS_MS);
    h.store.dispatch(appStarted());
    await settle();
    expect(h.store.getState().checkout.personalDetails).toBeNull();
  });

  it('the thank-you state ends when something new goes into the cart, and only then', async () => {
    const h = harness({});
    const line = { sku: 'SKU-1', qty: 1, name: 'Crema', price: 12.9, product_type: 'simple' } as never;
    h.store.dispatch(orderConfirmed({ order_id: 'o-1', confirmation: { increment_id: '100001' } }));
    h.store.dispatch(cartQuantityChanged({ item: line, change: { kind: 'remove', qty: 1 } }));
    await settle();
    expect(h.store.getState().checkout).toMatchObject({ isThankYouPage: true, order: { order_id: 'o-1' } });
    h.store.dispatch(cartQuantityChanged({ item: line, change: { kind: 'add', qty: 1 } }));
    await settle();
    expect(h.store.getState().checkout).toMatchObject({ isThankYouPage: false, order: null });
  });

  it("keeps the server's shipping methods, named by carrier and method code, and its payment methods", () => {
    const h = harness({});
    const flatrate = { carrier_code: 'flatrate', method_code: 'flatrate', method_title: 'Standard', amount: 4.2, price_incl_tax: 5, available: true };
    h.store.dispatch(shippingMethodsReceived([flatrate]));
    h.store.dispatch(paymentMethodsReceived([{ code: 'cashondelivery', title: 'Cash on delivery', cost: 0, is_server_method: true }]));
    expect(h.store.getState().checkout.shippingMethods).toEqual([flatrate]);
    expect(h.store.getState().checkout.paymentMethods.map((m) => m.code)).toEqual(['cashondelivery']);
  });

  it('refuses details without an e-mail field, naming it', () => {
    const h = harness({});
    expect(() => h.store.dispatch(personalDetailsSaved({ ...details, emailAddress: undefined } as never))).toThrow(/emailAddress/);
  });
});

describe('cart across tabs', () => {
  function memoryStorage(): Storage & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return {
      data,
      getItem: async (key: string) => data.get(key) ?? null,
      setItem: async (key: string, value: string) => void data.set(key, value),
      removeItem: async (key: string) => void data.delete(key),
    };
  }

  it('reloads the cart another tab stored', async () => {
    const storage = memoryStorage();
    const other = JSON.stringify({ items: JSON.stringify([{ sku: 'A', qty: 5 }]), couponCode: JSON.stringify('WELCOME') });
    storage.data.set(STORAGE_KEYS.cart, other);
    storage.data.set(STORAGE_KEYS.cartToken, JSON.stringify({ cartServerToken: JSON.stringify('shared-cart') }));
    const h = harness({}, { storage });
    h.store.dispatch(cartChangedInAnotherTab());
    await settle();
    expect(h.store.getState().cart).toMatchObject({ items: [{ sku: 'A', qty: 5 }], couponCode: 'WELCOME' });
    expect(h.store.getState().cartToken.cartServerToken).toBe('shared-cart');
  });

  it('tells other tabs once a cart change is stored', async () => {
    const signalOtherTabs = jest.fn();
    const h = harness({ '/api/cart/create': ok('c-1'), '/api/cart/pull': ok([]), '/api/cart/totals': ok({}) }, { signalOtherTabs });
    h.store.dispatch({ type: 'cart/connectRequested' });
    await settle();
    expect(signalOtherTabs).toHaveBeenCalled();
  });
});
