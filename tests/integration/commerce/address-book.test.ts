/**
 * The address book through the profile call (spec 02 §2, §3 "Address", §5, §7 updateProfile and
 * getProfile; docs/adr/0006-address-book.md), on SQLite and, with TEST_DATABASE_URL, on PostgreSQL:
 * `customer.addresses` in POST /api/user/me is the whole book afterwards.
 */
import { call, useTempDatabase } from './harness';
import { signedInCustomer, type SignedInCustomer } from './customer-accounts';
import * as me from '@/app/api/user/me/route';

useTempDatabase();

const PATH = '/api/user/me';
const home = { type: 'private', firstname: 'Ada', lastname: 'Lovelace', street: 'Hafenstraße', house_number: '12', postcode: '20095', city: 'Hamburg', countryId: 'DE' };
const office = { ...home, type: 'company', company: 'Analytical Engines', vat_id: 'DE123456789', street: 'Ring', house_number: '3' };
const packstation = { type: 'private', firstname: 'Ada', lastname: 'Lovelace', packstation_number: '105', dhl_post_number: '12345678', postcode: '20095', city: 'Hamburg', countryId: 'DE' };

type Address = Record<string, unknown> & { id: string };

async function book(customer: SignedInCustomer): Promise<Address[]> {
  const { body } = await call(me.GET, PATH, { token: customer.token });
  return (body.result as { addresses: Address[] }).addresses;
}

function save(customer: SignedInCustomer, addresses: unknown[]) {
  return call(me.POST, PATH, { token: customer.token, body: { customer: { addresses } } });
}

describe('the address book', () => {
  it('is empty for a new customer', async () => {
    expect(await book(await signedInCustomer())).toEqual([]);
  });

  it('adds a private, a company and a Packstation address, each with its own id and no default', async () => {
    const customer = await signedInCustomer();
    const { status } = await save(customer, [home, office, packstation]);
    expect(status).toBe(200);
    const saved = await book(customer);
    expect(saved).toEqual([
      { ...home, id: expect.any(String), default_billing: false, default_shipping: false, used_by_subscription: false },
      { ...office, id: expect.any(String), default_billing: false, default_shipping: false, used_by_subscription: false },
      { ...packstation, id: expect.any(String), default_billing: false, default_shipping: false, used_by_subscription: false },
    ]);
    expect(new Set(saved.map((address) => address.id)).size).toBe(3);
  });

  it('edits an address in place and moves the default shipping flag to it', async () => {
    const customer = await signedInCustomer();
    await save(customer, [{ ...home, default_shipping: true, default_billing: true }, office]);
    const [first, second] = await book(customer);
    const { body } = await save(customer, [{ ...first, default_shipping: false }, { ...second, city: 'Berlin', default_shipping: true }]);
    expect((body.result as { addresses: Address[] }).addresses).toEqual([
      { ...first, default_shipping: false },
      { ...second, city: 'Berlin', default_shipping: true },
    ]);
  });

  it('deletes the addresses left out of the list', async () => {
    const customer = await signedInCustomer();
    await save(customer, [home, office]);
    const [, second] = await book(customer);
    await save(customer, [second]);
    expect(await book(customer)).toEqual([second]);
  });

  it.each([
    ['a postcode under 3 characters', { ...home, postcode: '12' }, "'customer.addresses[1].postcode'"],
    ['a last name under 2 letters', { ...home, lastname: 'L.' }, "'customer.addresses[1].lastname'"],
    ['a street under 2 characters', { ...home, street: 'A' }, "'customer.addresses[1].street'"],
    ['a tax ID under 3 characters', { ...office, vat_id: 'DE' }, "'customer.addresses[1].vat_id'"],
    ['a company address without a company', { ...office, company: undefined }, "'customer.addresses[1].company'"],
    ['an address without a house number', { ...home, house_number: undefined }, "'customer.addresses[1].house_number'"],
    ['a Packstation without the DHL post number', { ...packstation, dhl_post_number: undefined }, "'customer.addresses[1].dhl_post_number'"],
    ['a Packstation with a street', { ...packstation, street: 'Ring' }, "'customer.addresses[1].street'"],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, address, field) => {
    const customer = await signedInCustomer();
    await save(customer, [home]);
    const before = await book(customer);
    const { status, body } = await save(customer, [before[0], address]);
    expect(status).toBe(400);
    expect(body.result).toContain(field);
    expect(await book(customer)).toEqual(before);
  });

  it('refuses two default billing addresses, and changes nothing', async () => {
    const customer = await signedInCustomer();
    await save(customer, [home]);
    const before = await book(customer);
    const { status, body } = await save(customer, [{ ...before[0], default_billing: true }, { ...office, default_billing: true }]);
    expect(status).toBe(400);
    expect(body.result).toContain('at most one address may have default_billing');
    expect(await book(customer)).toEqual(before);
  });

  it("cannot reach another customer's address: its id is refused and both books stay as they were", async () => {
    const owner = await signedInCustomer();
    const intruder = await signedInCustomer();
    await save(owner, [home]);
    const [ownersAddress] = await book(owner);

    const { status, body } = await save(intruder, [{ ...ownersAddress, city: 'Elsewhere' }]);
    expect(status).toBe(400);
    expect(body.result).toBe('Diese Adresse ist nicht in deinem Adressbuch.');
    expect(await book(owner)).toEqual([ownersAddress]);
    expect(await book(intruder)).toEqual([]);
  });

  it('leaves the book alone when a profile change does not name addresses', async () => {
    const customer = await signedInCustomer();
    await save(customer, [home]);
    const before = await book(customer);
    await call(me.POST, PATH, { token: customer.token, body: { customer: { firstname: 'Grace' } } });
    expect(await book(customer)).toEqual(before);
  });
});
