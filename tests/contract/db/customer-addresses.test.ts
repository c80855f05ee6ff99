import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { AT, givenOrder, givenUser } from './fixtures';
import { readAddressBook, replaceAddressBook } from '@/lib/commerce/users/address-book';
import { findAddressRows, insertAddressRow } from '@/lib/commerce/users/address-repository';
import { deleteUser } from '@/lib/commerce/users/user-repository';
import { isUniqueViolation } from '@/lib/db';
import { insertSubscriptions } from '@/lib/commerce/subscriptions/subscription-repository';
import { subscriptionRows } from '@/lib/commerce/subscriptions/subscriptions';
import { customerAddressInputSchema, type CustomerAddressInput } from '@/lib/contract/customer-address';

const NOW = new Date(AT);
const home: CustomerAddressInput = { type: 'private', firstname: 'Ada', lastname: 'Lovelace', street: 'Hafenstraße', house_number: '12', postcode: '20095', city: 'Hamburg', countryId: 'DE' };
const office: CustomerAddressInput = { ...home, type: 'company', company: 'Analytical Engines', vat_id: 'DE123456789', street: 'Ring', house_number: '3' };
const change = (address: CustomerAddressInput) => customerAddressInputSchema.parse(address);

/** An order of the customer with a subscription line of `status`, holding copies of the given addresses as the checkout sends them. */
async function givenSubscription(db: OpenedDb['db'], userId: string, addresses: { shipping: object; billing: object }, status: string) {
  const order = await givenOrder(db, userId, { addresses });
  const plan = { interval_days: 28, term: 'unlimited' as const, end_date: null, deliveries: null };
  const rows = subscriptionRows(order, [{ position: 1, sku: 'DEMO-COF-SUBSCRIPTION', name: 'Crema', qty: 1, price_incl_tax_cents: 1299, plan }]);
  await insertSubscriptions(db, rows.map((row) => ({ ...row, status })));
}

describe.each(dbAdaptersUnderTest())('the address book on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('adds addresses in the order sent, keeps their ids on a change and deletes the ones left out', async () => {
    const userId = await givenUser(opened.db);
    await replaceAddressBook(opened.db, userId, [change(home), change(office)], NOW);
    const [savedHome, savedOffice] = await readAddressBook(opened.db, userId);
    expect(savedOffice).toMatchObject({ type: 'company', company: 'Analytical Engines', default_billing: false, used_by_subscription: false });

    await replaceAddressBook(opened.db, userId, [change({ ...savedOffice, city: 'Berlin', default_shipping: true })], NOW);
    expect(await readAddressBook(opened.db, userId)).toEqual([{ ...savedOffice, city: 'Berlin', default_shipping: true }]);
    expect((await findAddressRows(opened.db, userId)).map((row) => row.id)).not.toContain(savedHome.id);
  });

  it("refuses another customer's address id before writing anything, in either book", async () => {
    const owner = await givenUser(opened.db);
    const intruder = await givenUser(opened.db);
    await replaceAddressBook(opened.db, owner, [change(home)], NOW);
    await replaceAddressBook(opened.db, intruder, [change(office)], NOW);
    const [ownersAddress] = await readAddressBook(opened.db, owner);
    const intrudersBook = await readAddressBook(opened.db, intruder);

    await expect(replaceAddressBook(opened.db, intruder, [change({ ...ownersAddress, city: 'Elsewhere' })], NOW)).rejects.toMatchObject({
      code: 400,
      messageKey: 'addressNotFound',
    });
    expect(await readAddressBook(opened.db, owner)).toEqual([ownersAddress]);
    expect(await readAddressBook(opened.db, intruder)).toEqual(intrudersBook);
  });

  it('holds at most one default billing address per customer, also against a direct write', async () => {
    const userId = await givenUser(opened.db);
    await replaceAddressBook(opened.db, userId, [change({ ...home, default_billing: true })], NOW);
    const [row] = await findAddressRows(opened.db, userId);
    // Compared by code, not `toThrow`: better-sqlite3's error class comes from the first test file a worker loaded.
    const refusal = await insertAddressRow(opened.db, { ...row, id: randomUUID(), position: 1 }).then(() => null, (error: unknown) => error);
    expect(isUniqueViolation(refusal)).toBe(true);
    const otherCustomer = await givenUser(opened.db);
    await expect(insertAddressRow(opened.db, { ...row, id: randomUUID(), user_id: otherCustomer })).resolves.toBeUndefined();
  });

  it('moves the default flag from one address to another in one replacement', async () => {
    const userId = await givenUser(opened.db);
    await replaceAddressBook(opened.db, userId, [change({ ...home, default_shipping: true }), change(office)], NOW);
    const [first, second] = await readAddressBook(opened.db, userId);
    await replaceAddressBook(opened.db, userId, [change({ ...first, default_shipping: false }), change({ ...second, default_shipping: true })], NOW);
    expect((await readAddressBook(opened.db, userId)).map((address) => address.default_shipping)).toEqual([false, true]);
  });

  it('flags the addresses a running subscription delivers to or bills, matched by their content', async () => {
    const userId = await givenUser(opened.db);
    const packstation: CustomerAddressInput = { type: 'private', firstname: 'Ada', lastname: 'Lovelace', packstation_number: '105', dhl_post_number: '12345678', postcode: '20095', city: 'Hamburg', countryId: 'DE' };
    await replaceAddressBook(opened.db, userId, [change(home), change(office), change(packstation)], NOW);
    const copy = { firstname: 'ada', lastname: 'Lovelace ', postcode: '20095', city: 'Hamburg', countryId: 'DE' };
    await givenSubscription(opened.db, userId, { shipping: { ...copy, street: ['Packstation 105', '12345678'] }, billing: { ...copy, street: ['Hafenstraße', '12'] } }, 'paused');
    await givenSubscription(opened.db, userId, { shipping: { ...copy, street: ['Ring', '3'] }, billing: { ...copy, street: ['Ring', '3'] } }, 'cancelled');
    expect((await readAddressBook(opened.db, userId)).map((address) => address.used_by_subscription)).toEqual([true, false, true]);
  });

  it("does not flag an address for another customer's subscription", async () => {
    const userId = await givenUser(opened.db);
    const other = await givenUser(opened.db);
    await replaceAddressBook(opened.db, userId, [change(home)], NOW);
    const copy = { firstname: 'Ada', lastname: 'Lovelace', street: ['Hafenstraße', '12'], postcode: '20095', city: 'Hamburg', countryId: 'DE' };
    await givenSubscription(opened.db, other, { shipping: copy, billing: copy }, 'active');
    expect((await readAddressBook(opened.db, userId)).map((address) => address.used_by_subscription)).toEqual([false]);
  });

  it('goes with the deleted account', async () => {
    const userId = await givenUser(opened.db);
    await replaceAddressBook(opened.db, userId, [change(home)], NOW);
    await deleteUser(opened.db, userId);
    expect(await findAddressRows(opened.db, userId)).toEqual([]);
  });
});

describe.each(dbAdaptersUnderTest())('migration 0005 on $name', ({ open }) => {
  it('moves the addresses kept as JSON on the user into the address book, Packstation and defaults included', async () => {
    const opened = await open('0004-contact-preferences');
    try {
      const id = randomUUID();
      const legacy = [
        { firstname: 'Ada', lastname: 'Lovelace', street: ['Hafenstraße', '12', 'Hinterhaus'], postcode: '20095', city: 'Hamburg', countryId: 'DE', default_billing: true },
        { firstname: 'Ada', lastname: 'Lovelace', company: 'Engines', vat_id: 'DE1234', street: ['Ring', '3'], postcode: '10115', city: 'Berlin', countryId: 'DE', default_billing: true },
        { firstname: 'Ada', lastname: 'Lovelace', street: ['Packstation 105', '12345678'], postcode: '20095', city: 'Hamburg', countryId: 'DE', default_shipping: true },
      ];
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users table of version 0004
      await (opened.db as unknown as Kysely<any>)
        .insertInto('users')
        .values({ id, email: `${id}@example.com`, password_hash: 'hash', firstname: 'Ada', lastname: 'Lovelace', group_id: 1, custom_attributes: '[]', addresses: JSON.stringify(legacy), is_plus_member: 0, plus_ending_date: null, created_at: AT, updated_at: AT })
        .execute();
      await opened.migrateToLatest();

      const book = await readAddressBook(opened.db, id);
      expect(book).toEqual([
        expect.objectContaining({ type: 'private', street: 'Hafenstraße', house_number: '12', address_suffix: 'Hinterhaus', default_billing: true }),
        expect.objectContaining({ type: 'company', company: 'Engines', vat_id: 'DE1234', street: 'Ring', default_billing: false }),
        expect.objectContaining({ type: 'private', packstation_number: '105', dhl_post_number: '12345678', default_shipping: true }),
      ]);
      expect(book[2]).not.toHaveProperty('street');
    } finally {
      await opened.close();
    }
  });
});
