/**
 * The browser holds the state before the shopper is sent on: the add's confirmation comes once the
 * new cart is stored, and a link or the toast's checkout action leaves once the page's state is.
 * The storage here lands each write 50 ms after it is made, as IndexedDB does.
 */
import { actionTaken, addRequested, leavePage } from '@/store';
import { serverCartReceived } from '@/store/cart/cart-slice';
import { harness, ok, slowStorage } from './store-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const coffee = { sku: 'ESPRESSO-250', qty: 1, name: 'Espresso 250 g' };
const totals = { base_grand_total: 14.9, total_segments: [{ code: 'grand_total', value: 14.9 }] };
/** A server that creates the cart with its first line and answers its pulls. */
const server = {
  '/api/cart/create': { code: 200, result: 'cart-1', meta: { cartItem: { ...coffee, item_id: 1 } } },
  '/api/cart/pull': ok([{ ...coffee, item_id: 1 }]),
  '/api/cart/totals': ok(totals),
};

async function storedShop() {
  const { storage, committed } = slowStorage();
  const h = harness(server, { persist: true, storage });
  await jest.advanceTimersByTimeAsync(1_000);
  return { h, committed };
}

describe('the state stored before the shopper goes on', () => {
  it('confirms an add only once the browser has stored the new cart, so a page opened from the toast finds it', async () => {
    const { h, committed } = await storedShop();
    let tokenWhenConfirmed: string | undefined;
    const unsubscribe = h.store.subscribe(() => {
      if (tokenWhenConfirmed === undefined && h.store.getState().notifications.items.length > 0) tokenWhenConfirmed = committed.get('current-cart-token') ?? '';
    });
    h.store.dispatch(addRequested({ items: [coffee] }));
    await jest.advanceTimersByTimeAsync(1_000);
    unsubscribe();
    expect(h.store.getState().notifications.items[0]).toMatchObject({ message: { key: 'cart.productAdded' } });
    expect(tokenWhenConfirmed).toContain('cart-1');
  });

  it('"Proceed to checkout" on the toast leaves once the cart is stored', async () => {
    const { h, committed } = await storedShop();
    h.store.dispatch(addRequested({ items: [coffee] }));
    await jest.advanceTimersByTimeAsync(1_000);
    let cartWhenLeaving = '';
    h.navigate.mockImplementation(() => (cartWhenLeaving = committed.get('current-cart') ?? ''));
    // A change the toast's tap overtakes: the server's cart with a second unit.
    h.store.dispatch(serverCartReceived({ items: [{ ...coffee, qty: 2, item_id: 1 }], totals }));
    h.store.dispatch(actionTaken({ id: h.store.getState().notifications.items[0].id, action: 'goToCheckout' }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(h.navigate).toHaveBeenCalledWith('/checkout');
    expect(cartWhenLeaving).toContain('"qty\\":2');
  });

  it('a link leaves once the page state is stored, so the next page reads the cart this one shows', async () => {
    const { h, committed } = await storedShop();
    let cartWhenLeaving = '';
    h.navigate.mockImplementation(() => (cartWhenLeaving = committed.get('current-cart') ?? ''));
    h.store.dispatch(serverCartReceived({ items: [{ ...coffee, qty: 3 }], totals: null }));
    void h.store.dispatch(leavePage('/checkout'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(h.navigate).toHaveBeenCalledWith('/checkout');
    expect(cartWhenLeaving).toContain('"qty\\":3');
  });
});
