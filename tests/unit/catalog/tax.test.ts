import fc from 'fast-check';
import { findTaxRate, splitPrice } from '@/lib/catalog/tax';
import type { TaxRule } from '@/lib/catalog/types';

const rules: TaxRule[] = [
  {
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 19, tax_country_id: 'DE', tax_region_id: 0 },
      { rate: 20, tax_country_id: 'AT', tax_region_id: 0, region_name: '' },
      { rate: 8, tax_country_id: 'US', tax_region_id: 12, region_name: 'California' },
      { rate: 23, tax_country_id: 'PL', tax_region_id: 0 },
    ],
  },
  { product_tax_class_ids: [5], customer_tax_class_ids: [4], rates: [{ rate: 7, tax_country_id: 'DE', tax_region_id: 0 }] },
];

describe('tax rate', () => {
  it('applies tax only when tax_class_id is above 0', () => {
    expect(findTaxRate(0, rules, { country: 'DE' })).toBe(0);
    expect(findTaxRate(undefined, rules, { country: 'DE' })).toBe(0);
    expect(findTaxRate(2, rules, { country: 'DE' })).toBeCloseTo(0.19);
  });

  it('needs a rule that includes the product tax class', () => {
    expect(findTaxRate(9, rules, { country: 'DE' })).toBe(0);
  });

  it('also needs the customer group when user-group tax is active', () => {
    expect(findTaxRate(5, rules, { country: 'DE', customerGroupId: 4 })).toBeCloseTo(0.07);
    expect(findTaxRate(5, rules, { country: 'DE', customerGroupId: 3 })).toBe(0);
    expect(findTaxRate(5, rules, { country: 'DE' })).toBeCloseTo(0.07);
  });

  it('matches a rate by country and region, or by region id 0 or no region name', () => {
    expect(findTaxRate(2, rules, { country: 'AT' })).toBeCloseTo(0.2);
    expect(findTaxRate(2, rules, { country: 'US', region: 'California' })).toBeCloseTo(0.08);
    expect(findTaxRate(2, rules, { country: 'US', region: 'Texas' })).toBe(0);
    expect(findTaxRate(2, rules, { country: 'NL' })).toBe(0);
  });

  it('divides percentage rates by 100 and defaults the country to PL', () => {
    expect(findTaxRate(2, rules)).toBeCloseTo(0.23);
  });
});

describe('price split', () => {
  it('adds tax to a net price and takes it out of a gross price', () => {
    expect(splitPrice(100, 0.19, false)).toEqual({ price: 100, tax: 19, incl: 119 });
    const gross = splitPrice(119, 0.19, true);
    expect(gross.price).toBeCloseTo(100);
    expect(gross.tax).toBeCloseTo(19);
    expect(gross.incl).toBeCloseTo(119);
  });

  it('keeps incl = excl × (1 + rate) within half a cent for any price and rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.boolean(),
        (amount, rate, includesTax) => {
          const split = splitPrice(amount, rate, includesTax);
          expect(Math.abs(split.incl - split.price * (1 + rate))).toBeLessThanOrEqual(0.005);
          expect(Math.abs(split.price + split.tax - split.incl)).toBeLessThanOrEqual(0.005);
          expect(Math.abs((includesTax ? split.incl : split.price) - amount)).toBeLessThanOrEqual(0.005);
        },
      ),
    );
  });
});
