import { basePriceLabel, parseAmount, pricePerKg, unitPrice } from '@/lib/catalog/unit-price';
import { cupPrice } from '@/lib/catalog/cup-price';
import { getStore } from '@/lib/config/stores';
import type { ConfigurableChild } from '@/lib/catalog/types';

const beans = (extra: Partial<ConfigurableChild> = {}): ConfigurableChild => ({
  id: 1,
  sku: 'BEANS-250',
  attribute_set_id: 9,
  price_incl_tax: 9.99,
  base_price_amount: 250,
  base_price_unit: 'g',
  base_price_base_amount: 1,
  base_price_base_unit: 'kg',
  ...extra,
});

describe('unit price (Grundpreis)', () => {
  it('turns decimal commas in amounts into points and rounds amounts to 2 decimals', () => {
    expect(parseAmount('0,25')).toBe(0.25);
    expect(parseAmount('1,2345')).toBe(1.23);
    expect(parseAmount(' ')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });

  it('is the final price per base amount', () => {
    expect(unitPrice(beans())).toEqual({ value: 39.96, baseAmount: 1, baseUnit: 'kg' });
    expect(unitPrice(beans({ base_price_amount: '0,25', base_price_unit: 'kg' }))?.value).toBe(39.96);
    expect(unitPrice(beans({ base_price_base_amount: 100, base_price_base_unit: 'g' }))?.value).toBe(4);
    expect(unitPrice(beans({ base_price_amount: 500, base_price_unit: 'ml', base_price_base_amount: 1, base_price_base_unit: 'l', price_incl_tax: 4 }))?.value).toBe(8);
    expect(unitPrice(beans({ base_price_unit: 'Stk', base_price_base_unit: 'Stk', base_price_amount: 10, base_price_base_amount: 1 }))?.value).toBe(1);
    expect(unitPrice(beans({ base_price_unit: 'box', base_price_base_unit: 'g', base_price_amount: 2, base_price_base_amount: 1 }))?.value).toBe(5);
    expect(unitPrice(beans({ base_price_base_unit: null, base_price_unit: null }))).toEqual({ value: 0.04, baseAmount: 1, baseUnit: '' });
  });

  it('is empty unless base amount, base base-amount and a final price are all numeric and non-zero', () => {
    const de = getStore('de_de').i18n;
    expect(basePriceLabel(beans(), de)).toBe('39,96\u00a0€ / 1 kg');
    expect(basePriceLabel(beans({ base_price_amount: 0 }), de)).toBe('');
    expect(basePriceLabel(beans({ base_price_base_amount: 'n/a' }), de)).toBe('');
    expect(basePriceLabel(beans({ price_incl_tax: 0 }), de)).toBe('');
    expect(basePriceLabel(beans({ price_incl_tax: undefined, final_price: undefined, price: undefined }), de)).toBe('');
  });

  it('shows the label in the store format with the template from the messages', () => {
    const en = getStore('default').i18n;
    expect(basePriceLabel(beans({ base_price_base_amount: 0.5 }), en, '{price} per {amount} {unit}')).toBe('€19.98 per 0.50 kg');
  });

  it('gives the price per kg from the product field or from the base price by weight', () => {
    expect(pricePerKg(beans({ price_per_kg: '31,96' }))).toBe(31.96);
    expect(pricePerKg(beans())).toBe(39.96);
    expect(pricePerKg(beans({ base_price_unit: 'ml' }))).toBeNull();
    expect(pricePerKg(beans({ base_price_amount: undefined }))).toBeNull();
  });
});

describe('cup price', () => {
  it('applies only to attribute sets 9 and 15', () => {
    expect(cupPrice(beans({ attribute_set_id: 21, number_of_cups: 140 }))).toBeNull();
    expect(cupPrice(beans({ attribute_set_id: undefined, number_of_cups: 140 }))).toBeNull();
    expect(cupPrice(beans({ attribute_set_id: 15, number_of_cups: 140 }))).toBe(0.29);
  });

  it.each([
    [125, 8],
    [250, 4],
    [500, 2],
    [1000, 1],
  ])('scales a %i g pack by factor %i to a kilogram price before dividing by the cups', (grams, factor) => {
    const p = beans({ base_price_amount: grams, price_incl_tax: 10, number_of_cups: 100 });
    expect(cupPrice(p)).toBe((10 * factor) / 100);
  });

  it('uses the price per kg for packs outside the tier table', () => {
    expect(cupPrice(beans({ base_price_amount: 200, price_incl_tax: 10, number_of_cups: 100 }))).toBe(0.5);
  });

  it('falls back to 7 per 1000 and 1.25 per 100 without a cup count', () => {
    expect(cupPrice(beans({ price_incl_tax: 10 }))).toBe(0.28);
    expect(cupPrice(beans({ price_incl_tax: 10, base_price_base_amount: 100, base_price_base_unit: 'g' }))).toBe(0.05);
    expect(cupPrice(beans({ base_price_base_amount: 500, base_price_base_unit: 'g' }))).toBeNull();
    expect(cupPrice(beans({ base_price_amount: 0 }))).toBeNull();
    expect(cupPrice(beans({ base_price_base_unit: 'l', base_price_unit: 'ml' }))).toBeNull();
  });
});
