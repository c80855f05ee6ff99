import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer, type SignedInCustomer } from './customer-accounts';
import * as me from '@/app/api/user/me/route';
import * as changePassword from '@/app/api/user/change-password/route';
import * as accountDeletion from '@/app/api/user/delete/route';
import * as orderHistory from '@/app/api/user/order-history/route';
import * as wishlistPull from '@/app/api/wishlist/pull/route';
import * as wishlistUpdate from '@/app/api/wishlist/update/route';
import * as wishlistDelete from '@/app/api/wishlist/delete/route';
import * as order from '@/app/api/order/route';
import * as orderCancel from '@/app/api/order/cancel/route';
import * as orderData from '@/app/api/order/data/route';
import * as reorder from '@/app/api/order/reorder/route';
import * as reorderItem from '@/app/api/order/reorder-item/route';
import * as cartCreate from '@/app/api/cart/create/route';
import * as cartPull from '@/app/api/cart/pull/route';
import * as cartUpdate from '@/app/api/cart/update/route';
import * as totals from '@/app/api/cart/totals/route';
import * as quoteSync from '@/app/api/cart/quote-sync/route';
import { orderPayload } from './order-payloads';

useTempDatabase();
useTestCatalog();

type Handler = Parameters<typeof call>[0];

describe('authorization matrix', () => {
  let owner: SignedInCustomer;
  let other: SignedInCustomer;
  let orderId: string;
  let ownerCart: string;

  beforeAll(async () => {
    owner = await signedInCustomer();
    other = await signedInCustomer();
    const placed = await call(order.POST, '/api/order', {
      token: owner.token,
      headers: { 'idempotency-key': 'matrix' },
      body: orderPayload([{ sku: 'COFFEE-250', qty: 1 }]),
    });
    orderId = (placed.body.result as { id: string }).id;
    ownerCart = (await call(cartCreate.POST, '/api/cart/create', { method: 'POST', token: owner.token })).body.result as string;
  });

  const customerRoutes: [string, string, Handler, () => unknown][] = [
    ['GET', '/api/user/me', me.GET, () => undefined],
    ['POST', '/api/user/me', me.POST, () => ({ customer: { firstname: 'Eve' } })],
    ['POST', '/api/user/delete', accountDeletion.POST, () => ({ currentPassword: 'x' })],
    ['POST', '/api/user/change-password', changePassword.POST, () => ({ currentPassword: 'x', newPassword: 'another password' })],
    ['GET', '/api/user/order-history', orderHistory.GET, () => undefined],
    ['GET', '/api/wishlist/pull', wishlistPull.GET, () => undefined],
    ['POST', '/api/wishlist/update', wishlistUpdate.POST, () => ({ sku: 'A' })],
    ['POST', '/api/wishlist/delete', wishlistDelete.POST, () => ({ sku: 'A' })],
    ['GET', '/api/order/data', orderData.GET, () => undefined],
    ['POST', '/api/order/cancel', orderCancel.POST, () => ({ id: orderId })],
    ['POST', '/api/order/reorder', reorder.POST, () => ({ id: orderId })],
    ['POST', '/api/order/reorder-item', reorderItem.POST, () => ({ id: orderId, sku: 'COFFEE-250' })],
  ];

  it.each(customerRoutes)('%s %s answers 401 without a token and with a forged one', async (method, path, handler, body) => {
    for (const token of [undefined, 'forged.token.value']) {
      const answer = await call(handler, path, { method, token, body: body() });
      expect(answer.status).toBe(401);
    }
  });

  const orderRoutes: [string, string, Handler, () => unknown, Record<string, string>][] = [
    ['GET', '/api/order/data', orderData.GET, () => undefined, {}],
    ['POST', '/api/order/cancel', orderCancel.POST, () => ({ id: orderId }), {}],
    ['POST', '/api/order/reorder', reorder.POST, () => ({ id: orderId }), {}],
    ['POST', '/api/order/reorder-item', reorderItem.POST, () => ({ id: orderId, sku: 'COFFEE-250' }), {}],
  ];

  it.each(orderRoutes)("%s %s answers 404 for another customer's order", async (method, path, handler, body) => {
    const query = method === 'GET' ? { id: orderId } : undefined;
    const answer = await call(handler, path, { method, token: other.token, body: body(), query });
    expect(answer.status).toBe(404);
  });

  it('lets the owner read the order', async () => {
    expect((await call(orderData.GET, '/api/order/data', { token: owner.token, query: { id: orderId } })).status).toBe(200);
  });

  const cartRoutes: [string, string, Handler, unknown][] = [
    ['GET', '/api/cart/pull', cartPull.GET, undefined],
    ['POST', '/api/cart/update', cartUpdate.POST, { cartItem: { sku: 'COFFEE-250', qty: 1 } }],
    ['GET', '/api/cart/totals', totals.GET, undefined],
    ['POST', '/api/cart/quote-sync', quoteSync.POST, { redirect: false }],
  ];

  it.each(cartRoutes)("%s %s answers 401 for another customer's cart and for a guest", async (method, path, handler, body) => {
    for (const token of [other.token, undefined]) {
      expect((await call(handler, path, { method, token, body, query: { cartId: ownerCart } })).status).toBe(401);
    }
    expect((await call(handler, path, { method, token: owner.token, body, query: { cartId: ownerCart } })).status).toBe(200);
  });
});
