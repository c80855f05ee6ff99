import { actionTaken, appStarted, connectivityChanged, orderPlacementRequested, orderReplayedByWorker, selectQueuedOrderStatus, thankYouPageLeft } from '@/store';
import { ORDER_QUEUE_RETRY_DELAYS_MS } from '@/lib/config/order-queue';
import { serverCartReceived, tokenReceived } from '@/store/cart/cart-slice';
import { orderTransmitted } from '@/store/order-queue/order-queue-slice';
import { ORDER_STOCK_ERROR } from '@/lib/config/commerce';
import { order } from './order-fixture';
import { harness, ok, settle, type Reply } from './store-harness';

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => jest.useRealTimers());

/** A shopper at the review step: a cart of the ordered lines, with its server token. */
function placing(reply: Reply | (() => Reply)) {
  const h = harness({ '/api/order': typeof reply === 'function' ? reply : () => reply });
  h.store.dispatch(tokenReceived('cart-1'));
  h.store.dispatch(serverCartReceived({ items: [{ sku: 'ESPRESSO-250', qty: 2, name: 'Espresso', price: 8.9 } as never], totals: null }));
  return h;
}

const cartOf = (h: ReturnType<typeof harness>) => ({ items: h.store.getState().cart.items.length, token: h.store.getState().cartToken.cartServerToken });

const messages = (h: ReturnType<typeof harness>) => h.store.getState().notifications.items.map((n) => n.message);

describe('order placement', () => {
  it('offline: queues the order as not transmitted, shows it pending and stores the last-order time', async () => {
    const h = placing(ok());
    h.network.online = false;
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    const [entry] = h.store.getState().orderQueue.entries;
    expect(entry).toMatchObject({ transmited: false, payload: order });
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.store.getState().checkout).toMatchObject({ isThankYouPage: true, order: { order_id: entry.order_id, confirmation: null } });
    expect(selectQueuedOrderStatus(h.store.getState(), entry.order_id)).toBe('pending');
    expect(h.store.getState().orderQueue.lastOrderAt).toBe(Date.now());
    expect(cartOf(h)).toEqual({ items: 0, token: null });
  });

  it('gives the entry an order id of the millisecond timestamp plus a random id', async () => {
    const h = placing(ok());
    h.network.online = false;
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    expect(h.store.getState().orderQueue.entries[0].order_id).toBe(`${Date.now()}-500000`);
  });

  it('ignores a second identical order in the same session (sha3-224 hash)', async () => {
    const h = placing(ok({ orderNumber: '1000001' }));
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    expect(h.pathsCalled()).toEqual(['/api/order']);
    expect(h.store.getState().orderQueue.entries).toHaveLength(1);
    expect(h.store.getState().orderQueue.sessionOrderHashes[0]).toMatch(/^[0-9a-f]{56}$/);
  });

  it('online 200: sends with the Idempotency-Key, queues it as transmitted and stores the confirmation', async () => {
    const h = placing(ok({ orderNumber: '1000001' }));
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    const [entry] = h.store.getState().orderQueue.entries;
    expect(h.requests[0].headers['idempotency-key']).toBe(entry.order_id);
    // The shopper's own first send is no replay: the server must not count it as a queued order.
    expect(h.requests[0].headers['x-order-replay']).toBeUndefined();
    expect(entry.transmited).toBe(true);
    expect(h.store.getState().checkout.order).toEqual({ order_id: entry.order_id, confirmation: { orderNumber: '1000001' } });
    expect(h.store.getState().orderQueue.lastOrderAt).toBe(Date.now());
    expect(cartOf(h)).toEqual({ items: 0, token: null });
  });

  it('shows "Processing order..." while sending', async () => {
    let progressDuringSend: unknown = null;
    const h = placing(() => {
      progressDuringSend = h.store.getState().ui.progress;
      return ok();
    });
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    expect(progressDuringSend).toEqual({ key: 'checkout.processingOrder' });
    expect(h.store.getState().ui.progress).toBeNull();
  });

  it('400: removes the hash, shows the validation error with the contact address and queues the order', async () => {
    const h = placing({ code: 400, result: 'street is required' });
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    expect(h.store.getState().orderQueue.sessionOrderHashes).toEqual([]);
    expect(messages(h)).toEqual([{ key: 'checkout.orderValidationError', values: { email: 'service@kaffee-shop.de' } }]);
    expect(h.store.getState().orderQueue.entries[0].transmited).toBe(false);
    expect(h.store.getState().orderQueue.lastOrderAt).toBeNull();
    expect(cartOf(h)).toEqual({ items: 1, token: 'cart-1' });
  });

  it.each<[string, Reply]>([
    ['another result', { code: 500, result: 'boom' }],
    ['a network failure', 'network-failure'],
  ])('%s: removes the hash, says the order was queued and keeps it untransmitted', async (_case, reply) => {
    const h = placing(reply);
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    expect(h.store.getState().orderQueue.sessionOrderHashes).toEqual([]);
    expect(messages(h)).toEqual([{ key: 'checkout.orderQueuedError' }]);
    expect(h.store.getState().orderQueue.entries[0].transmited).toBe(false);
    expect(cartOf(h)).toEqual({ items: 0, token: null });
  });

  it.each<[string, Reply]>([
    ["the shop's 409", { code: 409, result: ORDER_STOCK_ERROR, meta: { lines: [{ sku: 'ESPRESSO-250', qty: 2, available: 1 }] } }],
    ["the spec's 500", { code: 500, result: ORDER_STOCK_ERROR }],
  ])('the stock refusal (%s): says so at once, queues nothing, keeps the cart and names the short lines', async (_case, reply) => {
    const h = placing(reply);
    h.network.online = true;
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    expect(messages(h)).toEqual([{ key: 'checkout.queuedOrderStockError' }]);
    expect(h.store.getState().orderQueue.entries).toEqual([]);
    expect(h.store.getState().orderQueue.sessionOrderHashes).toEqual([]);
    expect(h.store.getState().checkout.isThankYouPage).toBe(false);
    expect(cartOf(h)).toEqual({ items: 1, token: 'cart-1' });
    const lines = (reply as { code: number }).code === 409 ? [{ sku: 'ESPRESSO-250', qty: 2, available: 1 }] : [];
    expect(h.store.getState().checkout.stockRefusal).toEqual({ lines, at: Date.now() });
  });

  it('refuses an order without products, naming the field', () => {
    const h = placing(ok());
    expect(() => h.store.dispatch(orderPlacementRequested({ ...order, products: [] }))).toThrow(/products/);
    expect(h.store.getState().orderQueue.entries).toEqual([]);
  });
});

describe('queue processing', () => {
  async function queuedOffline(replies: (Reply | (() => Reply))[], switches = {}) {
    const h = harness(
      {
        '/api/order': () => {
          const next = replies.shift() ?? ok();
          return typeof next === 'function' ? next() : next;
        },
      },
      { switches },
    );
    h.network.online = false;
    h.store.dispatch(orderPlacementRequested(order));
    await settle();
    h.network.online = true;
    return h;
  }
  const goOnline = async (h: ReturnType<typeof harness>) => {
    h.store.dispatch(connectivityChanged({ online: true }));
    await settle();
  };

  it('sends untransmitted orders when the browser comes back online, with the Idempotency-Key', async () => {
    const h = await queuedOffline([ok({ orderNumber: '1' })]);
    await goOnline(h);
    const [entry] = h.store.getState().orderQueue.entries;
    expect(entry.transmited).toBe(true);
    expect(h.requests.map((r) => r.headers['idempotency-key'])).toEqual([entry.order_id]);
    expect(h.requests.map((r) => r.headers['x-order-replay'])).toEqual(['queued']);
    expect(h.store.getState().checkout.order?.confirmation).toEqual({ orderNumber: '1' });
  });

  it("cancels on the stock error with 'Some products you've ordered are out of stock. Your order has been canceled.'", async () => {
    const h = await queuedOffline([{ code: 500, result: ORDER_STOCK_ERROR }]);
    await goOnline(h);
    expect(h.store.getState().orderQueue.entries[0]).toMatchObject({ transmited: true, cancelled: 'stock' });
    expect(messages(h)).toEqual([{ key: 'checkout.queuedOrderStockError' }]);
  });

  it("cancels on the shop's 409 stock refusal with the same text", async () => {
    const h = await queuedOffline([{ code: 409, result: ORDER_STOCK_ERROR }]);
    await goOnline(h);
    expect(h.store.getState().orderQueue.entries[0]).toMatchObject({ transmited: true, cancelled: 'stock' });
    expect(messages(h)).toEqual([{ key: 'checkout.queuedOrderStockError' }]);
  });

  it('cancels on a 400 with the address error and the contact address', async () => {
    const h = await queuedOffline([{ code: 400, result: 'bad address' }]);
    await goOnline(h);
    expect(h.store.getState().orderQueue.entries[0]).toMatchObject({ cancelled: 'address' });
    expect(messages(h)).toEqual([{ key: 'checkout.queuedOrderAddressError', values: { email: 'service@kaffee-shop.de' } }]);
  });

  it.each<[string, Reply]>([
    ['a 503', { code: 503, result: 'unavailable' }],
    ['a network failure', 'network-failure'],
    ['an answer that is not JSON', 'not-json'],
  ])('after %s leaves the order untransmitted and sends it once on a later retry', async (_case, reply) => {
    const h = await queuedOffline([reply, ok()]);
    await goOnline(h);
    const id = h.store.getState().orderQueue.entries[0].order_id;
    expect(h.store.getState().orderQueue.entries[0].transmited).toBe(false);
    expect(h.store.getState().orderQueue.inFlight).toEqual([]);
    await goOnline(h);
    expect(h.store.getState().orderQueue.entries[0].transmited).toBe(true);
    await goOnline(h);
    expect(h.requests.map((r) => r.headers['idempotency-key'])).toEqual([id, id]);
  });

  it('asks the shopper first without automatic transmission, then sends on confirmation', async () => {
    const h = await queuedOffline([ok()], { orderAutoTransmission: false });
    h.store.dispatch(thankYouPageLeft());
    await goOnline(h);
    expect(h.fetch).not.toHaveBeenCalled();
    const [confirm] = h.store.getState().notifications.items;
    expect(confirm).toMatchObject({ message: { key: 'checkout.queuedOrdersConfirm' }, action1: { action: 'transmitOrderQueue' } });
    h.store.dispatch(actionTaken({ id: confirm.id, action: 'transmitOrderQueue' }));
    await settle();
    expect(h.store.getState().orderQueue.entries[0].transmited).toBe(true);
  });

  it('sends without asking on the thank-you page even without automatic transmission', async () => {
    const h = await queuedOffline([ok()], { orderAutoTransmission: false });
    await goOnline(h);
    expect(h.store.getState().orderQueue.entries[0].transmited).toBe(true);
  });

  it('sends each order once even when two online events overlap', async () => {
    const h = await queuedOffline([ok()]);
    h.store.dispatch(connectivityChanged({ online: true }));
    h.store.dispatch(connectivityChanged({ online: true }));
    await settle();
    expect(h.pathsCalled()).toEqual(['/api/order']);
  });

  // ADR 0028: the send made the instant the page came back online can fail (the service worker in
  // between is not online yet), and no second `online` event follows.
  describe('when the send on coming back online fails', () => {
    it.each<[string, Reply]>([
      ['a network failure', 'network-failure'],
      ['a 503', { code: 503, result: 'unavailable' }],
      ['an answer that is not JSON', 'not-json'],
    ])('after %s sends again on a short backoff while online, and is accepted', async (_case, reply) => {
      const h = await queuedOffline([reply, ok({ orderNumber: '7' })]);
      await goOnline(h);
      expect(h.requests).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(ORDER_QUEUE_RETRY_DELAYS_MS[0] - 1);
      expect(h.requests).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      await settle();
      const [entry] = h.store.getState().orderQueue.entries;
      expect(entry.transmited).toBe(true);
      expect(h.requests.map((r) => r.headers['idempotency-key'])).toEqual([entry.order_id, entry.order_id]);
      expect(h.store.getState().checkout.order?.confirmation).toEqual({ orderNumber: '7' });
      await jest.advanceTimersByTimeAsync(60_000);
      expect(h.requests).toHaveLength(2);
    });

    it('backs off between tries and stops after the last wait, until the next online event', async () => {
      const h = await queuedOffline(Array.from({ length: 20 }, (): Reply => 'network-failure'));
      await goOnline(h);
      for (const [i, wait] of ORDER_QUEUE_RETRY_DELAYS_MS.entries()) {
        await jest.advanceTimersByTimeAsync(wait);
        await settle();
        expect(h.requests).toHaveLength(i + 2);
      }
      await jest.advanceTimersByTimeAsync(600_000);
      expect(h.requests).toHaveLength(ORDER_QUEUE_RETRY_DELAYS_MS.length + 1);
      await goOnline(h);
      expect(h.requests).toHaveLength(ORDER_QUEUE_RETRY_DELAYS_MS.length + 2);
    });

    it('does not retry while the browser is offline again', async () => {
      const h = await queuedOffline(['network-failure', ok()]);
      await goOnline(h);
      h.network.online = false;
      await jest.advanceTimersByTimeAsync(60_000);
      expect(h.requests).toHaveLength(1);
      expect(h.store.getState().orderQueue.entries[0].transmited).toBe(false);
    });

    it('a shopper-confirmed send is retried without asking again', async () => {
      const h = await queuedOffline(['network-failure', ok()], { orderAutoTransmission: false });
      h.store.dispatch(thankYouPageLeft());
      await goOnline(h);
      const asked = () => h.store.getState().notifications.items.filter((n) => (n.message as { key?: string }).key === 'checkout.queuedOrdersConfirm');
      const [confirm] = asked();
      h.store.dispatch(actionTaken({ id: confirm.id, action: 'transmitOrderQueue' }));
      await settle();
      expect(h.requests).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(ORDER_QUEUE_RETRY_DELAYS_MS[0]);
      await settle();
      expect(h.store.getState().orderQueue.entries[0].transmited).toBe(true);
      expect(h.requests).toHaveLength(2);
      expect(asked()).toHaveLength(0);
    });

    it('the service worker sent the order: the page sends its entry at once and learns the answer', async () => {
      const h = await queuedOffline(['network-failure', ok({ orderNumber: '8' })], { orderAutoTransmission: false });
      await goOnline(h);
      const [entry] = h.store.getState().orderQueue.entries;
      h.store.dispatch(thankYouPageLeft());
      h.store.dispatch(orderReplayedByWorker({ order_id: entry.order_id }));
      await settle();
      expect(h.requests.map((r) => r.headers['idempotency-key'])).toEqual([entry.order_id, entry.order_id]);
      expect(h.store.getState().orderQueue.entries[0].transmited).toBe(true);
    });

    it("ignores the worker's notice of an order already sent or not in this page's queue", async () => {
      const h = await queuedOffline([() => 'network-failure', () => ok()]);
      h.store.dispatch(orderReplayedByWorker({ order_id: 'another-page-1' }));
      await settle();
      expect(h.requests).toHaveLength(0);
      await goOnline(h);
      await jest.advanceTimersByTimeAsync(ORDER_QUEUE_RETRY_DELAYS_MS[0]);
      await settle();
      const [entry] = h.store.getState().orderQueue.entries;
      expect(entry.transmited).toBe(true);
      h.store.dispatch(orderReplayedByWorker({ order_id: entry.order_id }));
      await settle();
      expect(h.requests).toHaveLength(2);
    });
  });

  // The page that sent the order was left while the answer came: the queue's write reached storage,
  // the checkout's confirmation did not. The thank-you page then asks the server again.
  describe('a thank-you page with a sent order but no confirmation', () => {
    it('sends the entry again on start and shows the first order the server made', async () => {
      const h = await queuedOffline([ok({ increment_id: '100000042', status: 'pending_payment' })]);
      const [entry] = h.store.getState().orderQueue.entries;
      h.store.dispatch(orderTransmitted({ order_id: entry.order_id, at: Date.now() }));
      expect(h.store.getState().checkout.order).toEqual({ order_id: entry.order_id, confirmation: null });
      h.store.dispatch(appStarted());
      await settle();
      expect(h.requests.map((r) => r.headers['idempotency-key'])).toEqual([entry.order_id]);
      expect(h.store.getState().checkout.order?.confirmation).toEqual({ increment_id: '100000042', status: 'pending_payment' });
      expect(h.store.getState().orderQueue.entries[0]).toMatchObject({ transmited: true, cancelled: null });
    });

    it('asks nothing when the confirmation is there, the order is unsent, cancelled, or the browser offline', async () => {
      const confirmed = await queuedOffline([ok({ increment_id: '1' }), ok({ increment_id: '1' })]);
      await goOnline(confirmed);
      confirmed.store.dispatch(appStarted());
      await settle();
      expect(confirmed.requests).toHaveLength(1);

      const offline = await queuedOffline([ok()]);
      const [entry] = offline.store.getState().orderQueue.entries;
      offline.store.dispatch(orderTransmitted({ order_id: entry.order_id, at: Date.now() }));
      offline.network.online = false;
      offline.store.dispatch(appStarted());
      await settle();
      expect(offline.requests).toHaveLength(0);

      const cancelled = await queuedOffline([{ code: 400, result: 'bad address' }, ok()]);
      await goOnline(cancelled);
      cancelled.store.dispatch(appStarted());
      await settle();
      expect(cancelled.requests).toHaveLength(1);
    });
  });
});
