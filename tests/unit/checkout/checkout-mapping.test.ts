import {
  addressFormFrom,
  addressFormFromSaved,
  buildOrderPayload,
  defaultAddress,
  emptyAddressForm,
  offeredPaymentMethods,
  offeredShippingMethods,
  preselectedPaymentMethod,
  savedAddresses,
  toPaymentDetails,
  toShippingDetails,
  type AddressForm,
} from '@/lib/checkout';

const home: AddressForm = {
  ...emptyAddressForm('DE'),
  firstName: ' Anna ',
  lastName: 'Berg',
  streetAddress: 'Hauptstraße',
  apartmentNumber: '5',
  zipCode: '20095',
  city: 'Hamburg',
};
const packstation: AddressForm = { ...home, kind: 'packstation', packstationNumber: '123', postNumber: '987654' };

describe('the checkout state kept in the store', () => {
  it('keeps a Packstation as its street line and reopens it as a Packstation', () => {
    const details = toShippingDetails(packstation, 'flatrate_flatrate');
    expect(details).toMatchObject({ streetAddress: 'Packstation 123', apartmentNumber: '987654', shippingMethod: 'flatrate_flatrate' });
    expect(addressFormFrom(details)).toMatchObject({ kind: 'packstation', packstationNumber: '123', postNumber: '987654' });
  });

  it('keeps the company of a company shipping address and reopens it as a company address', () => {
    expect(toShippingDetails({ ...home, company: 'Rösterei' }, 'flatrate_flatrate')).not.toHaveProperty('company');
    const details = toShippingDetails({ ...home, kind: 'company', company: ' Rösterei ', taxId: 'DE123' }, 'flatrate_flatrate');
    expect(details).toMatchObject({ company: 'Rösterei', shippingMethod: 'flatrate_flatrate' });
    expect(addressFormFrom(details)).toMatchObject({ kind: 'company', company: 'Rösterei' });
  });

  it('keeps company and tax id only with a company billing address', () => {
    expect(toPaymentDetails({ ...home, company: 'Rösterei', taxId: 'DE123' }, 'card')).not.toHaveProperty('company');
    const company = toPaymentDetails({ ...home, kind: 'company', company: 'Rösterei', taxId: 'DE123' }, 'card');
    expect(company).toMatchObject({ company: 'Rösterei', taxId: 'DE123', paymentMethod: 'card' });
    expect(addressFormFrom(company)).toMatchObject({ kind: 'company', company: 'Rösterei', taxId: 'DE123' });
  });
});

describe('the order payload', () => {
  const order = buildOrderPayload({
    cartId: 'cart-1',
    userId: null,
    items: [{ sku: 'ESPRESSO-250', qty: 2, name: 'Espresso', price: 9.9, item_id: 7 }],
    email: 'anna@example.com',
    shipping: packstation,
    billing: { ...home, kind: 'company', company: 'Rösterei', taxId: 'DE123' },
    shippingMethod: { carrier_code: 'flatrate', method_code: 'flatrate' },
    paymentMethod: 'cashondelivery',
  });

  it('sends lines without prices: the server recomputes them', () => {
    expect(order.products).toEqual([{ sku: 'ESPRESSO-250', qty: 2, item_id: 7 }]);
  });

  it('sends both addresses in the server shape with the e-mail', () => {
    expect(order.addressInformation.shippingAddress).toEqual({
      firstname: 'Anna',
      lastname: 'Berg',
      street: ['Packstation 123', '987654'],
      city: 'Hamburg',
      postcode: '20095',
      countryId: 'DE',
      email: 'anna@example.com',
    });
    expect(order.addressInformation.billingAddress).toMatchObject({ company: 'Rösterei', vat_id: 'DE123', street: ['Hauptstraße', '5'] });
    expect(order.addressInformation).toMatchObject({
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'cashondelivery',
    });
  });

  it('refuses an order without lines, naming the field', () => {
    expect(() =>
      buildOrderPayload({
        cartId: 'cart-1',
        userId: null,
        items: [],
        email: 'a@b.de',
        shipping: home,
        billing: home,
        shippingMethod: { carrier_code: 'flatrate', method_code: 'flatrate' },
        paymentMethod: 'card',
      }),
    ).toThrow(/products/);
  });
});

describe('shipping and payment methods', () => {
  const methods = [
    { code: 'card', default: false },
    { code: 'paypal', default: true },
    { code: 'cashondelivery', cost: 0 },
  ];

  it('hides cash on delivery for a virtual cart', () => {
    expect(offeredPaymentMethods(methods, true).map((m) => m.code)).toEqual(['card', 'paypal']);
    expect(offeredPaymentMethods(methods, false).map((m) => m.code)).toEqual(['card', 'paypal', 'cashondelivery']);
  });

  it('preselects the chosen method while offered, else the default, else the first', () => {
    expect(preselectedPaymentMethod(methods, 'cashondelivery')).toBe('cashondelivery');
    expect(preselectedPaymentMethod(methods, 'gone')).toBe('paypal');
    expect(preselectedPaymentMethod([{ code: 'card' }], null)).toBe('card');
    expect(preselectedPaymentMethod([], null)).toBeNull();
  });

  it('offers only available shipping methods', () => {
    const list = [
      { carrier_code: 'flatrate', method_code: 'flatrate' },
      { carrier_code: 'dhl', method_code: 'express', available: false },
    ];
    expect(offeredShippingMethods(list)).toEqual([list[0]]);
  });
});

describe("a logged-in customer's saved addresses", () => {
  const saved = { firstname: 'Anna', lastname: 'Berg', default_billing: false, default_shipping: false, used_by_subscription: false };
  const profile = {
    addresses: [
      { ...saved, id: 'a1', type: 'private', street: 'Hauptstraße', house_number: '5', city: 'Hamburg', postcode: '20095', countryId: 'DE' },
      { ...saved, id: 'a2', type: 'private', packstation_number: '42', dhl_post_number: '555', city: 'Berlin', postcode: '10115', countryId: 'DE', default_shipping: true },
      { ...saved, id: 'a3', type: 'company', company: 'Rösterei', vat_id: 'DE123', street: 'Ring', house_number: '3', city: 'Köln', postcode: '50667', countryId: 'DE', default_billing: true },
      { broken: true },
    ],
  };

  it('prefills shipping from the default shipping address and billing from the default billing address', () => {
    const addresses = savedAddresses(profile);
    expect(addresses).toHaveLength(3);
    expect(addressFormFromSaved(defaultAddress(addresses, 'shipping')!)).toMatchObject({ kind: 'packstation', packstationNumber: '42', postNumber: '555', streetAddress: '' });
    expect(addressFormFromSaved(defaultAddress(addresses, 'billing')!)).toMatchObject({ kind: 'company', company: 'Rösterei', taxId: 'DE123', streetAddress: 'Ring', apartmentNumber: '3' });
  });

  it('falls back to the first saved address when none is the default', () => {
    const addresses = savedAddresses({ addresses: profile.addresses.slice(0, 1) });
    expect(addressFormFromSaved(defaultAddress(addresses, 'billing')!)).toMatchObject({ kind: 'private', city: 'Hamburg', apartmentNumber: '5' });
  });

  it('reads no addresses from a profile without any', () => {
    expect(savedAddresses(null)).toEqual([]);
  });
});
