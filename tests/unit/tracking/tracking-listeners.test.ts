/** @jest-environment jsdom */
import { connectivityChanged, orderPlacementRequested, orderReplayedByWorker, quantityChangeRequested } from '@/store';
import { ORDER_QUEUE_RETRY_DELAYS_MS } from '@/lib/config/order-queue';
import { serverCartReceived, tokenReceived } from '@/store/cart/cart-slice';
import { order } from '../store/order-fixture';
import { harness, ok, settle, type Reply } from '../store/store-harness';

const events = (name: string) => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === name) as Array<{ ecommerce: Record<string, unknown> & { items: Array<Record<string, unknown>> } }>;

const totals = {
  grand_total: 22.8,
  tax_amount: 3.64,
  shipping_incl_tax: 5,
  shipping_tax_amount: 0.8,
  discount_amount: 0,
  total_segments: [],
};

function shopper(replies: Reply[]) {
  const h = harness({ '/api/order': () => replies.shift() ?? ok({ orderNumber: '9' }), '/api/cart/update': ok({ item_id: 1, sku: 'ESPRESSO-250', qty: 5 }), '/api/cart/pull': ok([]) });
  h.store.dispatch(tokenReceived('cart-1'));
  h.store.dispatch(serverCartReceived({ items: [{ sku: 'ESPRESSO-250', qty: 2, name: 'Espresso', price: 8.9, item_id: 1 } as never], totals: totals as never }));
  return h;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.dataLayer = [];
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('purchase tracking: exactly once (issue 20)', () => {
  it('an order accepted at once is reported once with the cart it was placed from', async () => {
    const h = shopper([ok({ orderNumber: '1' })]);
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    const purchases = events('purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0].ecommerce).toMatchObject({
      orderId: h.store.getState().orderQueue.entries[0].order_id,
      value: 22.8,
      tax: 3.64,
      shipping_incl_tax: 5,
      tax_excl_shipping: 2.84,
      payment_type: 'cashondelivery',
      shipping_tier: 'Standard',
      rmNewCustomer: true,
      revenue_notcoffeemaker: 17.8,
      revenue_coffeemaker: 0,
    });
    expect(purchases[0].ecommerce.items).toEqual([expect.objectContaining({ item_id: 'ESPRESSO-250', quantity: 2, price: 8.9 })]);
  });

  it('an order placed offline is reported when the queue sends it, and never again', async () => {
    const h = shopper([ok({ orderNumber: '2' })]);
    h.network.online = false;
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    expect(events('purchase')).toHaveLength(0);
    h.network.online = true;
    h.store.dispatch(connectivityChanged({ online: true }));
    await settle();
    h.store.dispatch(connectivityChanged({ online: true }));
    await settle();
    const purchases = events('purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0].ecommerce).toMatchObject({ orderId: h.store.getState().orderQueue.entries[0].order_id, value: 22.8 });
  });

  // ADR 0028: the first send back online failed (the worker was not online yet) while the worker's
  // background sync placed the order; the page's retry and the worker's notice both send the entry.
  it('an order whose send back online failed is reported once, by the retry or the worker notice, whichever answers first', async () => {
    const h = shopper(['network-failure', ok({ orderNumber: '3' }), ok({ orderNumber: '3' })]);
    h.network.online = false;
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    h.network.online = true;
    h.store.dispatch(connectivityChanged({ online: true }));
    await settle();
    expect(events('purchase')).toHaveLength(0);
    const orderId = h.store.getState().orderQueue.entries[0].order_id;
    h.store.dispatch(orderReplayedByWorker({ order_id: orderId }));
    await settle();
    expect(events('purchase')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(ORDER_QUEUE_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    h.store.dispatch(orderReplayedByWorker({ order_id: orderId }));
    await settle();
    expect(events('purchase')).toHaveLength(1);
    expect(events('purchase')[0].ecommerce).toMatchObject({ orderId });
  });

  it('an order the server refuses is not reported', async () => {
    const h = shopper([{ code: 400, result: 'street is required' }]);
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    expect(events('purchase')).toHaveLength(0);
  });
});

describe('cart change tracking', () => {
  it('reports a higher quantity as an add of the difference', async () => {
    const h = shopper([]);
    const line = h.store.getState().cart.items[0];
    h.store.dispatch(quantityChangeRequested({ item: line, qty: 5 }));
    await settle();
    expect(events('add_to_cart').map((e) => e.ecommerce.items[0].quantity)).toEqual([3]);
    expect(events('remove_from_cart')).toHaveLength(0);
  });
});
