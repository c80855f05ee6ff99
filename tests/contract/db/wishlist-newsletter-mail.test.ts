import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { AT, givenUser } from './fixtures';
import { addWishlistItem, listWishlistItems, removeWishlistItem } from '@/lib/commerce/wishlist/wishlist-repository';
import {
  confirmSubscription,
  findSubscription,
  NEWSLETTER_STATUS,
  unsubscribe,
  upsertPendingSubscription,
} from '@/lib/commerce/newsletter/newsletter-repository';
import { enqueueMail, listMailTo, listUnsentMail, markMailSent } from '@/lib/commerce/mail/outbox-repository';

describe.each(dbAdaptersUnderTest())('wishlist, newsletter and mail outbox on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('does not accept a duplicate sku on a wishlist', async () => {
    const userId = await givenUser(opened.db);
    const item = { user_id: userId, sku: 'A', product_id: 1, qty: 1, created_at: AT };
    expect(await addWishlistItem(opened.db, { ...item, id: randomUUID() })).toBe(true);
    expect(await addWishlistItem(opened.db, { ...item, id: randomUUID() })).toBe(false);
    expect(await listWishlistItems(opened.db, userId)).toHaveLength(1);
    expect(await removeWishlistItem(opened.db, userId, 'A')).toBe(true);
    expect(await listWishlistItems(opened.db, userId)).toEqual([]);
  });

  it('confirms a pending subscription with its token only', async () => {
    const email = `${randomUUID()}@Example.com`;
    const token = randomUUID();
    await upsertPendingSubscription(opened.db, {
      email,
      store_code: 'de_de',
      status: NEWSLETTER_STATUS.pending,
      confirmation_token_hash: token,
      created_at: AT,
      confirmed_at: null,
    });
    expect(await confirmSubscription(opened.db, 'wrong', AT)).toBeUndefined();
    expect(await confirmSubscription(opened.db, token, AT)).toBe(email.toLowerCase());
    expect((await findSubscription(opened.db, email))?.status).toBe(NEWSLETTER_STATUS.subscribed);
    expect(await unsubscribe(opened.db, email)).toBe(true);
    expect((await findSubscription(opened.db, email))?.status).toBe(NEWSLETTER_STATUS.unsubscribed);
  });

  it('restarts a subscription with a fresh token', async () => {
    const email = `${randomUUID()}@example.com`;
    const row = { email, store_code: 'de_de', status: NEWSLETTER_STATUS.pending, created_at: AT, confirmed_at: null };
    await upsertPendingSubscription(opened.db, { ...row, confirmation_token_hash: 'first-' + email });
    await upsertPendingSubscription(opened.db, { ...row, confirmation_token_hash: 'second-' + email });
    expect(await confirmSubscription(opened.db, 'first-' + email, AT)).toBeUndefined();
    expect(await confirmSubscription(opened.db, 'second-' + email, AT)).toBe(email);
  });

  it('keeps mail in the outbox until it is sent', async () => {
    const recipient = `${randomUUID()}@example.com`;
    const id = randomUUID();
    await enqueueMail(opened.db, { id, recipient, template: 't', locale: 'de-DE', payload: '{}', created_at: AT, sent_at: null });
    expect((await listUnsentMail(opened.db)).map((m) => m.id)).toContain(id);
    await markMailSent(opened.db, id, AT);
    expect((await listUnsentMail(opened.db)).map((m) => m.id)).not.toContain(id);
    expect(await listMailTo(opened.db, recipient)).toHaveLength(1);
  });
});
