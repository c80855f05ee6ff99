/**
 * Logout on the server (spec 02 §4 "Session") and the customer's contact preferences (spec 02 §2
 * "newsletter and e-mail/postal/WhatsApp preferences") through their route handlers, on SQLite
 * and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { call, useTempDatabase } from './harness';
import { PASSWORD, signedInCustomer } from './customer-accounts';
import * as login from '@/app/api/user/login/route';
import * as refresh from '@/app/api/user/refresh/route';
import * as logout from '@/app/api/user/logout/route';
import * as contactPreferences from '@/app/api/user/contact-preferences/route';

useTempDatabase();

const PATH = '/api/user/contact-preferences';

describe('logout', () => {
  it('revokes the refresh token: it refreshes before, and is refused after', async () => {
    const customer = await signedInCustomer();
    const before = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } });
    expect(before.status).toBe(200);
    const latest = before.body.meta?.refreshToken as string;

    expect(await call(logout.POST, '/api/user/logout', { body: { refreshToken: latest } })).toEqual({ status: 200, body: { code: 200, result: true } });
    const after = await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: latest } });
    expect(after.status).toBe(401);
  });

  it('ends only that login: the same customer logged in elsewhere still refreshes', async () => {
    const customer = await signedInCustomer();
    const elsewhere = await call(login.POST, '/api/user/login', { body: { username: customer.email, password: PASSWORD } });
    await call(logout.POST, '/api/user/logout', { body: { refreshToken: customer.refreshToken } });
    const refreshToken = elsewhere.body.meta?.refreshToken as string;
    expect((await call(refresh.POST, '/api/user/refresh', { body: { refreshToken } })).status).toBe(200);
  });

  it('answers 200 for an unknown or already revoked token', async () => {
    expect((await call(logout.POST, '/api/user/logout', { body: { refreshToken: 'never-issued' } })).status).toBe(200);
    const customer = await signedInCustomer();
    await call(logout.POST, '/api/user/logout', { body: { refreshToken: customer.refreshToken } });
    expect((await call(logout.POST, '/api/user/logout', { body: { refreshToken: customer.refreshToken } })).status).toBe(200);
  });

  it('answers 400 naming the field without a refresh token, and revokes nothing', async () => {
    const customer = await signedInCustomer();
    const { status, body } = await call(logout.POST, '/api/user/logout', { body: { token: customer.refreshToken } });
    expect(status).toBe(400);
    expect(body.result).toContain("'refreshToken'");
    expect((await call(refresh.POST, '/api/user/refresh', { body: { refreshToken: customer.refreshToken } })).status).toBe(200);
  });
});

describe('contact preferences', () => {
  it('are all off for a customer who never saved any', async () => {
    const customer = await signedInCustomer();
    const { body } = await call(contactPreferences.GET, PATH, { token: customer.token });
    expect(body).toEqual({ code: 200, result: { email: false, postal: false, whatsapp: false } });
  });

  it("keeps what the customer saved, for that customer only, and replaces it on the next save", async () => {
    const customer = await signedInCustomer();
    const other = await signedInCustomer();
    const saved = await call(contactPreferences.POST, PATH, { token: customer.token, body: { preferences: { email: true, postal: false, whatsapp: true } } });
    expect(saved.body.result).toEqual({ email: true, postal: false, whatsapp: true });
    expect((await call(contactPreferences.GET, PATH, { token: customer.token })).body.result).toEqual({ email: true, postal: false, whatsapp: true });
    expect((await call(contactPreferences.GET, PATH, { token: other.token })).body.result).toEqual({ email: false, postal: false, whatsapp: false });

    await call(contactPreferences.POST, PATH, { token: customer.token, body: { preferences: { email: false, postal: true, whatsapp: false } } });
    expect((await call(contactPreferences.GET, PATH, { token: customer.token })).body.result).toEqual({ email: false, postal: true, whatsapp: false });
  });

  it.each([
    ['a flag that is not a boolean', { preferences: { email: 'yes', postal: false, whatsapp: true } }, "'preferences.email'"],
    ['a missing flag', { preferences: { email: true, postal: false } }, "'preferences.whatsapp'"],
    ['an unknown channel', { preferences: { email: true, postal: false, whatsapp: true, fax: true } }, 'fax'],
    ['no preferences at all', {}, "'preferences'"],
  ])('answers 400 for %s and changes nothing', async (_case, body, named) => {
    const customer = await signedInCustomer();
    await call(contactPreferences.POST, PATH, { token: customer.token, body: { preferences: { email: true, postal: true, whatsapp: false } } });
    const refused = await call(contactPreferences.POST, PATH, { token: customer.token, body });
    expect(refused.status).toBe(400);
    expect(refused.body.result).toContain(named);
    expect((await call(contactPreferences.GET, PATH, { token: customer.token })).body.result).toEqual({ email: true, postal: true, whatsapp: false });
  });

  it('answers 401 without a login', async () => {
    expect((await call(contactPreferences.GET, PATH)).status).toBe(401);
    expect((await call(contactPreferences.POST, PATH, { body: { preferences: { email: true, postal: true, whatsapp: true } } })).status).toBe(401);
  });
});
