/** A category listing's state as search filters and links (spec 01 §2, §4). */
import { hasFilters, listingFilters, listingHref, sortChoices } from '@/lib/catalog/listing-state';
import { sortOptions } from '@/lib/catalog/sort-options';
import { listingFromQuery } from '@/lib/routing/listing-path';
import { tierOffers, productTaxRules } from '@/lib/catalog/tier-offers';
import * as catalog from '@/lib/catalog';
import type { Product, TaxRule } from '@/lib/catalog/types';

describe('listingFilters', () => {
  it('turns chosen facets into "in" filters, numeric ids as numbers, other values as text', () => {
    expect(listingFilters({ color: ['5', '7'], brand: 'acme', size: [] }, ['color', 'brand', 'size'])).toEqual([
      { field: 'color', op: 'in', value: [5, 7], facet: true },
      { field: 'brand', op: 'in', value: ['acme'], facet: true },
    ]);
  });

  it('joins several chosen price ranges into one from the lowest start to the highest end', () => {
    expect(listingFilters({ price: ['10-20', '0-10'] }, [])).toEqual([{ field: 'final_price', op: 'range', value: { from: 0, to: 20 }, facet: true }]);
  });

  it('leaves a range open when one chosen range is open', () => {
    expect(listingFilters({ rating: ['3-4', '4-'] }, [])).toEqual([{ field: 'yotpo_rating', op: 'range', value: { from: 3 }, facet: true }]);
  });

  it('refuses a malformed range rather than guessing one', () => {
    expect(() => listingFilters({ price: 'cheap' }, [])).toThrow('"cheap" is not a range');
  });
});

describe('listingHref and hasFilters', () => {
  it('keeps keys in a stable order, repeats a many-valued key and drops page 1', () => {
    expect(listingHref('/kaffee', { sort: 'final_price:asc', color: ['7', '5'] }, 2)).toBe('/kaffee?color=7&color=5&sort=final_price%3Aasc&page=2');
    expect(listingHref('/kaffee', {}, 1)).toBe('/kaffee');
  });

  it('counts filters, not the sort', () => {
    expect(hasFilters({ sort: 'final_price:asc' })).toBe(false);
    expect(hasFilters({ sort: 'final_price:asc', color: '5' })).toBe(true);
  });
});

describe('sortChoices', () => {
  const chosenOf = (search: string) => {
    const state = listingFromQuery(new URLSearchParams(search));
    return { state, choices: sortChoices(state.query, state.sort) };
  };

  it("marks the shop's default order, first, on a list nobody sorted, and it leads to the list without a sort parameter", () => {
    const { state, choices } = chosenOf('color=5');
    expect(choices.filter((choice) => choice.active).map((choice) => choice.key)).toEqual(['default']);
    expect(choices[0]).toEqual({ key: 'default', query: state.query, active: true });
    expect(listingHref('/kaffee', choices[0].query)).toBe('/kaffee?color=5');
  });

  it("keeps the spec's options after it, in their order and with their parameters, the filters kept", () => {
    const { choices } = chosenOf('color=5');
    expect(choices.slice(1).map((choice) => [choice.key, choice.query])).toEqual(sortOptions().map((option) => [option.key, { color: ['5'], sort: option.value }]));
  });

  it.each(sortOptions().map((option) => [option.key, option.value] as const))('marks %s, and only it, once chosen', (...[key, value]: readonly [string, string]) => {
    const { choices } = chosenOf(`sort=${encodeURIComponent(value)}`);
    expect(choices.filter((choice) => choice.active).map((choice) => choice.key)).toEqual([key]);
  });
});

describe('tier offers', () => {
  const rule = { id: 1, product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ tax_country_id: 'DE', rate: 19, tax_postcode: '*' }] } as unknown as TaxRule;
  const other = { ...rule, id: 2, product_tax_class_ids: [9] } as unknown as TaxRule;

  it('keeps only the tax rules that can price the product or its children', () => {
    const product = { tax_class_id: 2, configurable_children: [{ tax_class_id: 2 }] } as unknown as Product;
    expect(productTaxRules(product, [rule, other])).toEqual([rule]);
  });

  it('lists one row per tier quantity above one, in order, without duplicates', () => {
    const product = {
      id: 1,
      sku: 'X',
      type_id: 'simple',
      price: 10,
      tax_class_id: 2,
      tier_prices: [
        { customer_group_id: 0, qty: 10, value: 8 },
        { customer_group_id: 0, qty: 1, value: 10 },
        { customer_group_id: 0, qty: 5, value: 9 },
        { customer_group_id: 1, qty: 5, value: 7 },
      ],
    } as unknown as Product;
    const rows = tierOffers(product, { taxRules: [rule], country: 'DE', customerGroupId: 0, now: new Date('2026-06-01T00:00:00Z') } as never);
    expect(rows.map((row) => row.qty)).toEqual([5, 10]);
    expect(rows[0].amount).toBeGreaterThan(rows[1].amount);
  });
});

describe('the catalogue public surface', () => {
  it('resolves every name it exports (a broken re-export would be undefined)', () => {
    const names = Object.keys(catalog);
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) expect([name, (catalog as Record<string, unknown>)[name]]).not.toEqual([name, undefined]);
  });
});
