/**
 * Account deletion (spec 02 §2 "delete account", §6, §7 deleteAccount) through POST
 * /api/user/delete: the current password is asked again; a wrong one changes nothing; the right one
 * deletes the customer with addresses, contact preferences, subscriptions, wishlist and refresh
 * tokens, while the orders stay without the customer link. SQLite always; PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { PASSWORD, signedInCustomer, type SignedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as accountDeletion from '@/app/api/user/delete/route';
import * as login from '@/app/api/user/login/route';
import * as refresh from '@/app/api/user/refresh/route';
import * as me from '@/app/api/user/me/route';
import * as contactPreferences from '@/app/api/user/contact-preferences/route';
import * as wishlistUpdate from '@/app/api/wishlist/update/route';
import * as order from '@/app/api/order/route';
import { findUserByEmail } from '@/lib/commerce/users/user-repository';

const { db } = useTempDatabase();
useTestCatalog();

const PATH = '/api/user/delete';
const TABLES_OF_THE_CUSTOMER = ['customer_addresses', 'contact_preferences', 'subscriptions', 'wishlist_items', 'refresh_tokens'] as const;
const address = { type: 'private', firstname: 'Ada', lastname: 'Lovelace', street: 'Hafenstraße', house_number: '12', postcode: '20095', city: 'Hamburg', countryId: 'DE' };
const subscriptionLine = { sku: 'SUBSCRIPTION-COFFEE', qty: 1, is_subscription: true, product_option: { extension_attributes: { billing_period: { option_value: '3' } } } };

/** A customer with something in every table that belongs to them, and one order. */
async function customerWithEverything(): Promise<SignedInCustomer & { id: string; orderId: string }> {
  const customer = await signedInCustomer();
  expect((await call(me.POST, '/api/user/me', { token: customer.token, body: { customer: { addresses: [address] } } })).status).toBe(200);
  expect((await call(contactPreferences.POST, '/api/user/contact-preferences', { token: customer.token, body: { preferences: { email: true, postal: false, whatsapp: true } } })).status).toBe(200);
  expect((await call(wishlistUpdate.POST, '/api/wishlist/update', { token: customer.token, body: { sku: 'COFFEE-250' } })).status).toBe(200);
  const body = orderPayload([subscriptionLine as { sku: string; qty: number }]);
  body.addressInformation.payment_method_code = 'card';
  const placed = await call(order.POST, '/api/order', { token: customer.token, headers: { 'idempotency-key': randomUUID() }, body });
  expect(placed.body.code).toBe(200);
  const id = (await findUserByEmail(await db(), customer.email))!.id;
  return { ...customer, id, orderId: (placed.body.result as { id: string }).id };
}

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...TABLES_OF_THE_CUSTOMER, 'orders'] as const) {
    const row = await (await db()).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const deleteWith = (customer: SignedInCustomer, currentPassword: string) => call(accountDeletion.POST, PATH, { host: 'localhost', token: customer.token, body: { currentPassword } });

describe('deleting an account', () => {
  it('refuses a wrong password with the spec text, and nothing is deleted', async () => {
    const customer = await customerWithEverything();
    const before = await rowsOf(customer.id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const { status, body } = await deleteWith(customer, 'not my password');
    expect(status).toBe(400);
    expect(body.result).toBe('Current password does not match the customer');
    expect(await rowsOf(customer.id)).toEqual(before);
    expect((await call(login.POST, '/api/user/login', { body: { username: customer.email, password: PASSWORD } })).status).toBe(200);
    expect((await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } })).status).toBe(200);
  });

  it('deletes the customer with everything of theirs; the order stays without the customer link', async () => {
    const customer = await customerWithEverything();
    const other = await customerWithEverything();
    const otherBefore = await rowsOf(other.id);

    const { status, body } = await deleteWith(customer, PASSWORD);
    expect({ status, body }).toEqual({ status: 200, body: { code: 200, result: 'Your account has been deleted.' } });

    expect(await findUserByEmail(await db(), customer.email)).toBeUndefined();
    expect(await rowsOf(customer.id)).toEqual({ customer_addresses: 0, contact_preferences: 0, subscriptions: 0, wishlist_items: 0, refresh_tokens: 0, orders: 0 });
    const kept = await (await db()).selectFrom('orders').select(['id', 'user_id']).where('id', '=', customer.orderId).executeTakeFirst();
    expect(kept).toEqual({ id: customer.orderId, user_id: null });
    expect(await rowsOf(other.id)).toEqual(otherBefore);
    expect((await call(login.POST, '/api/user/login', { body: { username: other.email, password: PASSWORD } })).status).toBe(200);
  });

  it('ends the sessions: the deleted customer cannot log in, refresh or use the old token', async () => {
    const customer = await signedInCustomer();
    expect((await deleteWith(customer, PASSWORD)).status).toBe(200);
    expect((await call(login.POST, '/api/user/login', { body: { username: customer.email, password: PASSWORD } })).status).toBe(401);
    expect((await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } })).status).toBe(401);
    expect((await call(me.GET, '/api/user/me', { token: customer.token })).status).toBe(401);
    expect((await deleteWith(customer, PASSWORD)).status).toBe(401);
  });

  it('answers 401 without a token or with a forged one', async () => {
    for (const token of [undefined, 'forged.token.value']) {
      expect((await call(accountDeletion.POST, PATH, { token, body: { currentPassword: PASSWORD } })).status).toBe(401);
    }
  });

  it('answers 400 naming the field without the password, and deletes nothing', async () => {
    const customer = await signedInCustomer();
    const { status, body } = await call(accountDeletion.POST, PATH, { token: customer.token, body: {} });
    expect(status).toBe(400);
    expect(body.result).toContain("'currentPassword'");
    expect(await findUserByEmail(await db(), customer.email)).toBeDefined();
  });
});
