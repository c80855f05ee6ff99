/** A valid German address and order payload for the route tests; tests override what they probe. */
export const TEST_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['Hauptstraße 1'],
  city: 'Hamburg',
  postcode: '20095',
  countryId: 'DE',
  email: 'ada@example.com',
};

export function orderPayload(products: { sku: string; qty: number }[], overrides: Record<string, unknown> = {}) {
  return {
    products,
    addressInformation: {
      shippingAddress: TEST_ADDRESS,
      billingAddress: TEST_ADDRESS,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'cashondelivery',
    },
    ...overrides,
  };
}
