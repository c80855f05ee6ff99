import { leavePage } from '@/store';
import { serverCartReceived } from '@/store/cart/cart-slice';
import { harness, slowStorage } from './store-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('leaving the page by a link', () => {
  it('goes once the page state is stored, so the next page reads the cart this one shows', async () => {
    const { storage, committed } = slowStorage();
    const h = harness({}, { persist: true, storage });
    await jest.advanceTimersByTimeAsync(1_000);
    let cartWhenLeaving = '';
    h.navigate.mockImplementation(() => (cartWhenLeaving = committed.get('current-cart') ?? ''));
    h.store.dispatch(serverCartReceived({ items: [{ sku: 'ESPRESSO-250', qty: 3, name: 'Espresso' } as never], totals: null }));
    void h.store.dispatch(leavePage('/checkout'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(h.navigate).toHaveBeenCalledWith('/checkout');
    expect(cartWhenLeaving).toContain('ESPRESSO-250');
  });
});
