import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { PASSWORD, signedInCustomer } from './customer-accounts';
import * as register from '@/app/api/user/create/route';
import * as login from '@/app/api/user/login/route';
import { peerAddressHeader } from '@/lib/http/peer-address';
import * as refresh from '@/app/api/user/refresh/route';
import * as me from '@/app/api/user/me/route';
import * as changePassword from '@/app/api/user/change-password/route';
import * as resetPassword from '@/app/api/user/reset-password/route';
import * as createPassword from '@/app/api/user/create-password/route';
import * as orderHistory from '@/app/api/user/order-history/route';
import { listMailTo } from '@/lib/commerce/mail/outbox-repository';
import { findUserByEmail } from '@/lib/commerce/users/user-repository';
import { rotateRefreshToken } from '@/lib/commerce/auth/refresh-tokens';
import { REFRESH_TOKEN_REUSE_GRACE_MS } from '@/lib/config/auth';

const { db } = useTempDatabase();

describe('register', () => {
  it('creates a customer in the general group', async () => {
    const email = `${randomUUID()}@example.com`;
    const { body } = await call(register.POST, '/api/user/create', {
      body: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: PASSWORD },
    });
    expect(body).toMatchObject({ code: 200, result: { email, firstname: 'Ada', group_id: 1, is_plus_member: false } });
  });

  it('refuses a password under 8 characters naming the field, and writes nothing', async () => {
    const email = `${randomUUID()}@example.com`;
    const { status, body } = await call(register.POST, '/api/user/create', {
      body: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: 'short' },
    });
    expect(status).toBe(400);
    expect(body.result).toContain("'password'");
    expect(await findUserByEmail(await db(), email)).toBeUndefined();
  });

  it('refuses a name under 2 letters naming the field', async () => {
    const { status, body } = await call(register.POST, '/api/user/create', {
      body: { customer: { email: `${randomUUID()}@example.com`, firstname: 'A', lastname: 'Lovelace' }, password: PASSWORD },
    });
    expect(status).toBe(400);
    expect(body.result).toContain("'customer.firstname'");
  });

  it('refuses a second account with the same e-mail', async () => {
    const { email } = await signedInCustomer();
    const { status, body } = await call(register.POST, '/api/user/create', {
      body: { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: PASSWORD },
    });
    expect(status).toBe(400);
    expect(body.result).toBe('Es gibt bereits ein Kundenkonto mit dieser E-Mail-Adresse. Bitte melde dich an oder setze dein Passwort zurück.');
  });

  it('answers a body over 1 MiB with 413 and writes nothing', async () => {
    const email = `${randomUUID()}@example.com`;
    const customer = { email, firstname: 'Ada', lastname: 'Lovelace', padding: 'x'.repeat(1024 * 1024) };
    const { status } = await call(register.POST, '/api/user/create', { body: { customer, password: PASSWORD } });
    expect(status).toBe(413);
    expect(await findUserByEmail(await db(), email)).toBeUndefined();
  });

  it('answers a body that is not JSON with 400', async () => {
    const { status, body } = await call(register.POST, '/api/user/create', { rawBody: '{nope' });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
  });
});

describe('login', () => {
  it('answers the token in result and the refresh token in meta.refreshToken', async () => {
    const customer = await signedInCustomer();
    expect(customer.token.split('.')).toHaveLength(3);
    expect(customer.refreshToken.length).toBeGreaterThanOrEqual(22);
  });

  it('answers a wrong password with the spec text in the store language', async () => {
    const { email } = await signedInCustomer();
    const { status, body } = await call(login.POST, '/api/user/login', {
      host: 'localhost',
      body: { username: email, password: 'wrong password' },
    });
    expect(status).toBe(401);
    expect(body.result).toBe("The password doesn't match this account. Verify the password and try again.");
  });

  it('answers 429 after 10 failures for an account within 15 minutes, even with the right password', async () => {
    const { email } = await signedInCustomer();
    for (let i = 0; i < 10; i += 1) {
      await call(login.POST, '/api/user/login', { host: 'localhost', body: { username: email, password: 'wrong password' } });
    }
    const { status, body } = await call(login.POST, '/api/user/login', {
      host: 'localhost',
      body: { username: email, password: PASSWORD },
    });
    expect(status).toBe(429);
    expect(body.result).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
  });

  it('answers 429 after 10 failures from one address across accounts', async () => {
    const headers = { 'x-storefront-peer': peerAddressHeader('203.0.113.9') };
    for (let i = 0; i < 10; i += 1) {
      await call(login.POST, '/api/user/login', { headers, body: { username: `${randomUUID()}@example.com`, password: 'x' } });
    }
    const { email } = await signedInCustomer();
    const { status } = await call(login.POST, '/api/user/login', { headers, body: { username: email, password: PASSWORD } });
    expect(status).toBe(429);
  });
});

describe('refresh', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const customer = await signedInCustomer();
    const { body } = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    expect(body.code).toBe(200);
    expect(typeof body.result).toBe('string');
    expect(body.meta?.refreshToken).not.toBe(customer.refreshToken);
    const profile = await call(me.GET, '/api/user/me', { token: body.result as string });
    expect(profile.body.result).toMatchObject({ email: customer.email });
  });

  it('revokes the family when a spent refresh token comes back after its successor was used', async () => {
    const customer = await signedInCustomer();
    const first = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    const second = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: first.body.meta?.refreshToken } });
    expect(second.status).toBe(200);
    const replay = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    expect(replay.status).toBe(401);
    const rotated = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: second.body.meta?.refreshToken } });
    expect(rotated.status).toBe(401);
  });

  it('answers a refresh again when the first answer never reached the page, and the session goes on', async () => {
    const customer = await signedInCustomer();
    // The page navigated while this answer was on its way: its new refresh token is never seen.
    await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    const again = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    expect(again.status).toBe(200);
    expect((await call(me.GET, '/api/user/me', { token: again.body.result as string })).body.result).toMatchObject({ email: customer.email });
    const next = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: again.body.meta?.refreshToken } });
    expect(next.status).toBe(200);
  });

  it('answers a lost refresh as often as it is asked again within the grace time, while no answer has been used', async () => {
    const customer = await signedInCustomer();
    const lost = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    const third = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    expect(third.status).toBe(200);
    // The first answer, superseded by the replays, comes back from someone else: the family goes.
    expect((await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: lost.body.meta?.refreshToken } })).status).toBe(401);
    expect((await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: third.body.meta?.refreshToken } })).status).toBe(401);
  });

  it('revokes the family when a spent refresh token comes back after the grace time', async () => {
    const customer = await signedInCustomer();
    const spentAt = new Date();
    const rotation = await rotateRefreshToken(await db(), customer.refreshToken, spentAt);
    expect(rotation.status).toBe('rotated');
    const late = new Date(spentAt.getTime() + REFRESH_TOKEN_REUSE_GRACE_MS + 1);
    expect(await rotateRefreshToken(await db(), customer.refreshToken, late)).toEqual({ status: 'reused' });
    const successor = rotation.status === 'rotated' ? rotation.refreshToken : '';
    expect(await rotateRefreshToken(await db(), successor, late)).toEqual({ status: 'invalid' });
  });
});

describe('profile', () => {
  it('answers 401 without a token and 401 with a forged one', async () => {
    expect((await call(me.GET, '/api/user/me')).status).toBe(401);
    expect((await call(me.GET, '/api/user/me', { token: 'a.b.c' })).status).toBe(401);
  });

  it("updates only the caller's own profile", async () => {
    const customer = await signedInCustomer();
    const { body } = await call(me.POST, '/api/user/me', { token: customer.token, body: { customer: { firstname: 'Grace' } } });
    expect(body.result).toMatchObject({ firstname: 'Grace', email: customer.email });
  });

  it('refuses an address field under 2 characters naming the field, and changes nothing', async () => {
    const customer = await signedInCustomer();
    const address = { type: 'private', firstname: 'Ada', lastname: 'L', street: 'Main', house_number: '1', city: 'Hamburg', postcode: '20095', countryId: 'DE' };
    const { status, body } = await call(me.POST, '/api/user/me', { token: customer.token, body: { customer: { addresses: [address] } } });
    expect(status).toBe(400);
    expect(body.result).toContain("'customer.addresses[0].lastname'");
    const profile = await call(me.GET, '/api/user/me', { token: customer.token });
    expect(profile.body.result).toMatchObject({ addresses: [] });
  });

  it('has no DELETE: deleting the account asks for the password (POST /api/user/delete)', () => {
    expect('DELETE' in me).toBe(false);
  });
});

describe('passwords', () => {
  it('refuses a wrong current password with the spec text', async () => {
    const customer = await signedInCustomer();
    const { status, body } = await call(changePassword.POST, '/api/user/change-password', {
      host: 'localhost',
      token: customer.token,
      body: { currentPassword: 'not it at all', newPassword: 'another password' },
    });
    expect(status).toBe(400);
    expect(body.result).toBe('Current password does not match the customer');
  });

  it('changes the password so the new one logs in', async () => {
    const customer = await signedInCustomer();
    const { body } = await call(changePassword.POST, '/api/user/change-password', {
      host: 'localhost',
      token: customer.token,
      body: { currentPassword: PASSWORD, newPassword: 'another password' },
    });
    expect(body.result).toBe('Your password has been updated successfully');
    const again = await call(login.POST, '/api/user/login', { body: { username: customer.email, password: 'another password' } });
    expect(again.status).toBe(200);
  });

  it('resets a password with the token from the outbox mail, once', async () => {
    const customer = await signedInCustomer();
    await call(resetPassword.POST, '/api/user/reset-password', { body: { email: customer.email } });
    const [mail] = await listMailTo(await db(), customer.email);
    const { resetToken, resetLink } = JSON.parse(mail.payload) as { resetToken: string; resetLink: string };
    const link = new URL(resetLink);
    expect(link.pathname).toBe('/create-password');
    expect([link.searchParams.get('email'), link.searchParams.get('token')]).toEqual([customer.email, resetToken]);
    const input = { email: customer.email, newPassword: 'brand new password', resetToken };
    expect((await call(createPassword.POST, '/api/user/create-password', { body: input })).status).toBe(200);
    expect((await call(createPassword.POST, '/api/user/create-password', { body: input })).status).toBe(400);
    const again = await call(login.POST, '/api/user/login', { body: { username: customer.email, password: 'brand new password' } });
    expect(again.status).toBe(200);
  });

  it('answers a reset request for an unknown e-mail like a known one, and mails nothing', async () => {
    const email = `${randomUUID()}@example.com`;
    const { status } = await call(resetPassword.POST, '/api/user/reset-password', { body: { email } });
    expect(status).toBe(200);
    expect(await listMailTo(await db(), email)).toEqual([]);
  });
});

describe('orders history', () => {
  it('answers an empty first page with page size 10', async () => {
    const customer = await signedInCustomer();
    const { body } = await call(orderHistory.GET, '/api/user/order-history', { token: customer.token });
    expect(body.result).toEqual({ items: [], total_count: 0, page_size: 10, current_page: 1 });
  });

  it('refuses a page below 1 naming the field', async () => {
    const customer = await signedInCustomer();
    const { status, body } = await call(orderHistory.GET, '/api/user/order-history', {
      token: customer.token,
      query: { currentPage: '0' },
    });
    expect(status).toBe(400);
    expect(body.result).toContain('currentPage');
  });
});
