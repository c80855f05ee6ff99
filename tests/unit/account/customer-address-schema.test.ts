/**
 * The address book's input accepts the address shape of Vue Storefront's call layer (spec 01 §7: no
 * type, the street as lines), which the checkout and API clients send when registering, besides the
 * address book's own fields.
 */
import { customerAddressInputSchema } from '@/lib/contract/customer-address';

const base = { firstname: 'Anna', lastname: 'Berg', postcode: '20095', city: 'Hamburg', countryId: 'DE' };
const parse = (address: Record<string, unknown>) => customerAddressInputSchema.safeParse({ ...base, ...address });

describe('a saved address sent in Vue Storefront’s shape', () => {
  it('reads street lines as street, house number and suffix, and a private address without a company', () => {
    const parsed = parse({ street: ['Hauptstraße', '5', 'Hinterhaus', '2. OG'] });
    expect(parsed.success && parsed.data).toMatchObject({ type: 'private', street: 'Hauptstraße', house_number: '5', address_suffix: 'Hinterhaus 2. OG' });
  });

  it.each([
    ['Hauptstraße 5', 'Hauptstraße', '5'],
    ['Am Ring 12a', 'Am Ring', '12a'],
    ['Weg 3-5', 'Weg', '3-5'],
  ])('splits the house number off a single line "%s"', (line, street, houseNumber) => {
    const parsed = parse({ street: [line] });
    expect(parsed.success && parsed.data).toMatchObject({ street, house_number: houseNumber });
  });

  it('makes an address with a company name a company address', () => {
    const parsed = parse({ company: 'Rösterei GmbH', street: ['Hafenweg', '1'] });
    expect(parsed.success && parsed.data).toMatchObject({ type: 'company', company: 'Rösterei GmbH' });
  });

  it('still names a missing house number when the line has none', () => {
    const parsed = parse({ street: ['Hauptstraße'] });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual(['house_number']);
  });

  it('leaves the address book’s own shape as it is', () => {
    const parsed = parse({ type: 'private', street: 'Hauptstraße', house_number: '5' });
    expect(parsed.success && parsed.data).toMatchObject({ street: 'Hauptstraße', house_number: '5' });
  });

  it('refuses street lines that are not text, naming the field', () => {
    const parsed = parse({ street: ['Hauptstraße', 5] });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.error.issues[0].path).toEqual(['street']);
  });
});
