import { addressFromForm, bookWithAddress, bookWithDefault, bookWithoutAddress, emptyAddressBookForm } from '@/lib/account';
import type { CustomerAddress } from '@/lib/contract/customer-address';

const saved = { type: 'private', firstname: 'Anna', lastname: 'Berg', postcode: '20095', city: 'Hamburg', countryId: 'DE', used_by_subscription: false } as const;
const home: CustomerAddress = { ...saved, id: 'home', street: 'Hauptstraße', house_number: '5', default_billing: true, default_shipping: true };
const office: CustomerAddress = { ...saved, id: 'office', type: 'company', company: 'Rösterei', street: 'Ring', house_number: '3', default_billing: false, default_shipping: false };
const filled = { ...emptyAddressBookForm('DE'), firstName: ' Anna ', lastName: 'Berg', streetAddress: 'Ring', apartmentNumber: '3', zipCode: '50667', city: 'Köln' };

describe('the address book rules', () => {
  it('sends only the fields the chosen kind shows, trimmed, and no empty optional field', () => {
    const packstation = addressFromForm({ ...filled, kind: 'packstation', packstationNumber: '105', postNumber: '12345678', company: 'left over' });
    expect(packstation).toEqual({
      type: 'private',
      firstname: 'Anna',
      lastname: 'Berg',
      packstation_number: '105',
      dhl_post_number: '12345678',
      postcode: '50667',
      city: 'Köln',
      countryId: 'DE',
      default_billing: false,
      default_shipping: false,
    });
    expect(JSON.parse(JSON.stringify(addressFromForm({ ...filled, kind: 'company', company: 'Rösterei', taxId: '' }, 'office')))).toMatchObject({
      id: 'office',
      type: 'company',
      company: 'Rösterei',
      street: 'Ring',
    });
  });

  it('adds a new address at the end; a default it claims leaves the other address', () => {
    const added = addressFromForm({ ...filled, defaultShipping: true });
    const book = bookWithAddress([home, office], added);
    expect(book.map((address) => [address.id, address.default_billing, address.default_shipping])).toEqual([
      ['home', true, false],
      ['office', false, false],
      [undefined, false, true],
    ]);
    expect(book[0]).not.toHaveProperty('used_by_subscription');
  });

  it('changes an address in its place', () => {
    const changed = addressFromForm({ ...filled, kind: 'company', company: 'Rösterei', city: 'Bonn' }, 'office');
    expect(bookWithAddress([office, home], changed).map((address) => [address.id, address.city])).toEqual([
      ['office', 'Bonn'],
      ['home', 'Hamburg'],
    ]);
  });

  it('makes exactly one address the default of a kind, and deletes by id', () => {
    expect(bookWithDefault([home, office], 'office', 'default_billing').map((address) => address.default_billing)).toEqual([false, true]);
    expect(bookWithDefault([home, office], 'office', 'default_billing').map((address) => address.default_shipping)).toEqual([true, false]);
    expect(bookWithoutAddress([home, office], 'home').map((address) => address.id)).toEqual(['office']);
  });
});
