import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { signedInCustomer } from './customer-accounts';
import * as wishlistPull from '@/app/api/wishlist/pull/route';
import * as wishlistUpdate from '@/app/api/wishlist/update/route';
import * as wishlistDelete from '@/app/api/wishlist/delete/route';
import * as newsletter from '@/app/api/ext/mailchimp-subscribe/subscribe/route';
import * as newsletterConfirm from '@/app/api/ext/mailchimp-subscribe/confirm/route';
import * as geo from '@/app/api/ext/geo/country/route';
import { listMailTo } from '@/lib/commerce/mail/outbox-repository';

const { db } = useTempDatabase();

describe('wishlist', () => {
  it("keeps the caller's own wishlist with quantity 1 per sku", async () => {
    const customer = await signedInCustomer();
    const other = await signedInCustomer();
    await call(wishlistUpdate.POST, '/api/wishlist/update', { token: customer.token, body: { sku: 'COFFEE-250', product_id: 1 } });
    const { body } = await call(wishlistPull.GET, '/api/wishlist/pull', { token: customer.token });
    expect(body.result).toEqual([expect.objectContaining({ sku: 'COFFEE-250', qty: 1, product_id: 1 })]);
    expect((await call(wishlistPull.GET, '/api/wishlist/pull', { token: other.token })).body.result).toEqual([]);
  });

  it('answers 400 for a duplicate sku, so the client drops its local item', async () => {
    const customer = await signedInCustomer();
    await call(wishlistUpdate.POST, '/api/wishlist/update', { token: customer.token, body: { sku: 'A' } });
    const { status } = await call(wishlistUpdate.POST, '/api/wishlist/update', { token: customer.token, body: { sku: 'A' } });
    expect(status).toBe(400);
  });

  it('removes a sku', async () => {
    const customer = await signedInCustomer();
    await call(wishlistUpdate.POST, '/api/wishlist/update', { token: customer.token, body: { sku: 'A' } });
    expect((await call(wishlistDelete.POST, '/api/wishlist/delete', { token: customer.token, body: { sku: 'A' } })).status).toBe(200);
    expect((await call(wishlistPull.GET, '/api/wishlist/pull', { token: customer.token })).body.result).toEqual([]);
  });

  it('answers 401 without a login and 400 naming sku for bad input', async () => {
    expect((await call(wishlistPull.GET, '/api/wishlist/pull')).status).toBe(401);
    const customer = await signedInCustomer();
    const { status, body } = await call(wishlistUpdate.POST, '/api/wishlist/update', { token: customer.token, body: { sku: '' } });
    expect(status).toBe(400);
    expect(body.result).toContain("'sku'");
  });
});

describe('newsletter', () => {
  it('subscribes only after the confirmation token from the outbox mail comes back', async () => {
    const email = `${randomUUID()}@example.com`;
    const posted = await call(newsletter.POST, '/api/ext/mailchimp-subscribe/subscribe', { host: 'localhost', body: { email } });
    expect(posted.body.result).toBe('Please check your inbox and confirm your newsletter subscription.');
    expect((await call(newsletter.GET, '/api/ext/mailchimp-subscribe/subscribe', { query: { email } })).body.result).toBe(false);

    const [mail] = await listMailTo(await db(), email);
    expect(mail.template).toBe('newsletter-confirm');
    const { confirmationToken } = JSON.parse(mail.payload) as { confirmationToken: string };
    expect((await call(newsletterConfirm.GET, '/api/ext/mailchimp-subscribe/confirm', { query: { token: confirmationToken } })).status).toBe(200);
    expect((await call(newsletter.GET, '/api/ext/mailchimp-subscribe/subscribe', { query: { email } })).body.result).toBe(true);
    expect((await call(newsletterConfirm.GET, '/api/ext/mailchimp-subscribe/confirm', { query: { token: confirmationToken } })).status).toBe(400);
  });

  it('answers the duplicate message for a subscribed address', async () => {
    const email = `${randomUUID()}@example.com`;
    await call(newsletter.POST, '/api/ext/mailchimp-subscribe/subscribe', { body: { email } });
    const { confirmationToken } = JSON.parse((await listMailTo(await db(), email))[0].payload) as { confirmationToken: string };
    await call(newsletterConfirm.GET, '/api/ext/mailchimp-subscribe/confirm', { query: { token: confirmationToken } });
    const again = await call(newsletter.POST, '/api/ext/mailchimp-subscribe/subscribe', { host: 'nl.localhost', body: { email } });
    expect(again.status).toBe(400);
    expect(again.body.result).toBe(
      'Dit e-mailadres is al aangemeld voor onze nieuwsbrief. Neem bij vragen contact op met onze klantenservice.',
    );
  });

  it('unsubscribes with DELETE', async () => {
    const email = `${randomUUID()}@example.com`;
    await call(newsletter.POST, '/api/ext/mailchimp-subscribe/subscribe', { body: { email } });
    const { confirmationToken } = JSON.parse((await listMailTo(await db(), email))[0].payload) as { confirmationToken: string };
    await call(newsletterConfirm.GET, '/api/ext/mailchimp-subscribe/confirm', { query: { token: confirmationToken } });
    await call(newsletter.DELETE, '/api/ext/mailchimp-subscribe/subscribe', { method: 'DELETE', body: { email } });
    expect((await call(newsletter.GET, '/api/ext/mailchimp-subscribe/subscribe', { query: { email } })).body.result).toBe(false);
  });

  it('refuses an invalid e-mail naming the field, and mails nothing', async () => {
    const { status, body } = await call(newsletter.POST, '/api/ext/mailchimp-subscribe/subscribe', { body: { email: 'not-an-email' } });
    expect(status).toBe(400);
    expect(body.result).toContain("'email'");
    expect(await listMailTo(await db(), 'not-an-email')).toEqual([]);
  });
});

describe('geo country', () => {
  it('answers the country from the CDN header', async () => {
    const { body } = await call(geo.GET, '/api/ext/geo/country', { headers: { 'cf-ipcountry': 'at' } });
    expect(body).toEqual({ code: 200, result: { country_code: 'AT' } });
  });

  it('answers empty without the header', async () => {
    expect((await call(geo.GET, '/api/ext/geo/country')).body.result).toEqual({ country_code: '' });
  });
});
