import { checkAddress } from '@/lib/commerce/address/address-check';
import { regionsOf } from '@/lib/commerce/address/regions';
import { addressSchema } from '@/lib/contract/address';

const address = { firstname: 'Ada', lastname: 'Lovelace', street: ['Hauptstraße 1'], city: 'Hamburg', postcode: '20095', countryId: 'DE' };

describe('address check', () => {
  it('accepts a tidy German address without suggestions', () => {
    expect(checkAddress(address)).toEqual({ valid: true, errors: [], suggestions: [] });
  });

  it('names a postcode that does not fit the country', () => {
    expect(checkAddress({ ...address, postcode: '2009' })).toEqual({
      valid: false,
      errors: [{ field: 'postcode', messageKey: 'invalidPostcode' }],
      suggestions: [],
    });
  });

  it('suggests the usual spelling of a Dutch postcode and trimmed fields', () => {
    const check = checkAddress({ ...address, countryId: 'NL', postcode: '1234ab', city: ' Amsterdam ', street: ['Dam  1'] });
    expect(check.valid).toBe(true);
    expect(check.suggestions).toEqual([expect.objectContaining({ postcode: '1234 AB', city: 'Amsterdam', street: ['Dam 1'] })]);
  });
});

describe('regions', () => {
  it('lists the 16 German states with stable ids and none for an unknown country', () => {
    expect(regionsOf('DE')).toHaveLength(16);
    expect(regionsOf('DE')[0]).toEqual({ id: 101, code: 'DE-BW', name: 'Baden-Württemberg' });
    expect(regionsOf('US')).toEqual([]);
  });
});

describe('address schema', () => {
  it('refuses an empty street list with an issue, never a crash', () => {
    const parsed = addressSchema.safeParse({ ...address, street: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['street']);
  });
});
