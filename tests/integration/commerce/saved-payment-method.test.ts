/**
 * A customer's payment method for subscriptions (issue 15 §6): stored at the provider, only its
 * token and label here; seen and replaced in the account; a follow-up order charged with it once.
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as savedMethod from '@/app/api/payments/saved-method/route';
import { chargeSavedMethod } from '@/lib/commerce/payments';

const { db } = useTempDatabase();
useTestCatalog();

async function placeCardOrder(token: string): Promise<string> {
  const body = orderPayload([{ sku: 'COFFEE-250', qty: 1 }]);
  body.addressInformation.payment_method_code = 'card';
  return ((await call(order.POST, '/api/order', { body, token, headers: { 'idempotency-key': randomUUID() } })).body.result as { id: string }).id;
}

const statusOf = async (id: string) => (await (await db()).selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('the saved payment method', () => {
  it('is the customer’s only: 401 without a login, none at first', async () => {
    expect((await call(savedMethod.GET, '/api/payments/saved-method')).status).toBe(401);
    const ada = await signedInCustomer();
    expect((await call(savedMethod.GET, '/api/payments/saved-method', { token: ada.token })).body.result).toEqual({ method: null, testMode: true });
  });

  it('is replaced with a new token and shows its label, never card data', async () => {
    const ada = await signedInCustomer();
    expect((await call(savedMethod.POST, '/api/payments/saved-method', { token: ada.token, body: { method: 'card', token: 'tok_visa' } })).body.result).toEqual({ provider: 'test', label: 'Visa •••• 4242' });
    const paypal = await call(savedMethod.POST, '/api/payments/saved-method', { token: ada.token, body: { method: 'paypal', token: 'tok_paypal' } });
    expect(paypal.body.result).toEqual({ provider: 'test', label: `PayPal ${ada.email}` });
    expect((await call(savedMethod.GET, '/api/payments/saved-method', { token: ada.token })).body.result).toEqual({ method: { provider: 'test', label: `PayPal ${ada.email}` }, testMode: true });
    expect(await (await db()).selectFrom('saved_payment_methods').selectAll().execute()).toHaveLength(1);
  });

  it('refuses an unknown token or method with 400 and keeps the old one', async () => {
    const ada = await signedInCustomer();
    await call(savedMethod.POST, '/api/payments/saved-method', { token: ada.token, body: { method: 'card', token: 'tok_visa' } });
    expect((await call(savedMethod.POST, '/api/payments/saved-method', { token: ada.token, body: { method: 'card', token: 'tok_nonsense' } })).status).toBe(400);
    expect((await call(savedMethod.POST, '/api/payments/saved-method', { token: ada.token, body: { method: 'amazonpay', token: 'tok_visa' } })).status).toBe(400);
    expect((await call(savedMethod.GET, '/api/payments/saved-method', { token: ada.token })).body.result).toEqual({ method: { provider: 'test', label: 'Visa •••• 4242' }, testMode: true });
  });

  it("charges a follow-up order with it once; a declined method leaves the order unpaid", async () => {
    const ada = await signedInCustomer();
    await call(savedMethod.POST, '/api/payments/saved-method', { token: ada.token, body: { method: 'card', token: 'tok_visa' } });
    const followUp = await placeCardOrder(ada.token);
    expect(await chargeSavedMethod(await db(), followUp, new Date())).toBe('succeeded');
    expect(await statusOf(followUp)).toBe('processing');
    expect(await chargeSavedMethod(await db(), followUp, new Date())).toBe('nothing_to_charge');

    const eve = await signedInCustomer();
    await call(savedMethod.POST, '/api/payments/saved-method', { token: eve.token, body: { method: 'card', token: 'tok_chargeDeclined' } });
    const declined = await placeCardOrder(eve.token);
    expect(await chargeSavedMethod(await db(), declined, new Date())).toBe('declined');
    expect(await statusOf(declined)).toBe('pending_payment');
  });

  it('charges nothing for a guest order or a customer without a saved method', async () => {
    const bob = await signedInCustomer();
    expect(await chargeSavedMethod(await db(), await placeCardOrder(bob.token), new Date())).toBe('no_saved_method');
  });
});
