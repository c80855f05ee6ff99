/**
 * A shopper crowd for the replica tests: lanes that each, until stopped, view a product page, add
 * to a cart and place an order carrying an Idempotency-Key, through nginx. Every answer is
 * recorded; anything but the expected status, or no answer, is a failure the client saw.
 */
import { randomUUID } from 'node:crypto';
import { send, type Answer } from '@/scripts/bench/local-deployment';
import { orderPayload } from '../commerce/order-payloads';

export interface LoadFailure {
  what: string;
  status: number | null;
  detail: string;
}

export interface LoadReport {
  requests: number;
  failures: LoadFailure[];
  /** Idempotency-Keys of the orders acknowledged with 200. */
  orderKeys: string[];
  /** Orders placed (acknowledged): the number a metrics check compares with its counter. */
  ordersPlaced: number;
  /** Which replica (port) acknowledged each order, and when (ms since the epoch): a metrics check per process life. */
  orderAnswers: { replica: number | null; atMs: number }[];
  /** Which replica (port) answered, per answer, in order. */
  servedBy: (number | null)[];
}

export interface ShopLoad {
  /** Answers seen so far (the test watches a restarted replica come back). */
  servedBy(): readonly (number | null)[];
  stop(): Promise<LoadReport>;
}

export interface ShopLoadOptions {
  port: number;
  lanes: number;
  /** A product page path (already resolved), a sku to add to carts and one that can always be ordered. */
  pagePath: string;
  cartSku: string;
  orderSku: string;
  pauseMs?: number;
}

export function startShopLoad({ port, lanes, pagePath, cartSku, orderSku, pauseMs = 50 }: ShopLoadOptions): ShopLoad {
  const failures: LoadFailure[] = [];
  const orderKeys: string[] = [];
  const orderAnswers: LoadReport['orderAnswers'] = [];
  const servedBy: (number | null)[] = [];
  let requests = 0;
  let running = true;

  const step = async (what: string, path: string, options: Parameters<typeof send>[2] = {}): Promise<Answer | null> => {
    requests += 1;
    try {
      const answer = await send(port, path, options);
      servedBy.push(answer.replica);
      if (answer.status !== 200) failures.push({ what, status: answer.status, detail: answer.body.slice(0, 300) });
      return answer.status === 200 ? answer : null;
    } catch (error) {
      failures.push({ what, status: null, detail: String(error) });
      return null;
    }
  };

  const lane = async () => {
    while (running) {
      await step('page view', pagePath);
      const cart = await step('cart create', '/api/cart/create', { method: 'POST' });
      const cartId = cart?.json().result as string | undefined;
      if (cartId) await step('add to cart', `/api/cart/update?cartId=${cartId}`, { body: { cartItem: { sku: cartSku, qty: 1 } } });
      const key = randomUUID();
      const order = await step('order', '/api/order', { body: orderPayload([{ sku: orderSku, qty: 1 }]), headers: { 'idempotency-key': key } });
      if (order) {
        orderKeys.push(key);
        orderAnswers.push({ replica: order.replica, atMs: Date.now() });
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));

  return {
    servedBy: () => servedBy,
    async stop() {
      running = false;
      await done;
      return { requests, failures, orderKeys, ordersPlaced: orderKeys.length, orderAnswers, servedBy };
    },
  };
}
