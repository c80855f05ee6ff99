import { isFilterActive, resetFilters, toggleFilter } from '@/lib/catalog/filters';
import { parseRangeId, priceFilterOptions, rangeCondition, ratingFilterOptions } from '@/lib/catalog/range-filters';
import { compareBySort, listingSortChoices, parseSort, sortOptions } from '@/lib/catalog/sort-options';
import { CatalogDataError } from '@/lib/catalog/errors';
import { getStore } from '@/lib/config/stores';

describe('category filters', () => {
  it('toggles a value of a filter that holds a list', () => {
    const once = toggleFilter({}, { type: 'color', id: '49' });
    expect(once).toEqual({ color: ['49'] });
    const twice = toggleFilter(once, { type: 'color', id: '50' });
    expect(twice).toEqual({ color: ['49', '50'] });
    expect(toggleFilter(twice, { type: 'color', id: '49' })).toEqual({ color: ['50'] });
    expect(toggleFilter({ color: '50' }, { type: 'color', id: '50' })).toEqual({});
  });

  it('holds one value in a system filter', () => {
    expect(toggleFilter({ sort: 'price:asc' }, { type: 'sort', id: 'price:desc' })).toEqual({ sort: 'price:desc' });
    expect(toggleFilter({ sort: 'price:asc' }, { type: 'sort', id: 'price:asc' })).toEqual({});
  });

  it('replaces the list of a single-choice filter', () => {
    expect(toggleFilter({ price: ['0-50'] }, { type: 'price', id: '50-100', single: true })).toEqual({ price: ['50-100'] });
  });

  it('keeps only the search term q when filters are reset', () => {
    expect(resetFilters({ q: 'crema', color: ['49'], sort: 'price:asc' })).toEqual({ q: 'crema' });
    expect(resetFilters({ color: ['49'] })).toEqual({});
  });

  it('tells whether a value is chosen', () => {
    expect(isFilterActive({ color: ['49'] }, { type: 'color', id: '49' })).toBe(true);
    expect(isFilterActive({ sort: 'a:asc' }, { type: 'sort', id: 'a:asc' })).toBe(true);
    expect(isFilterActive({}, { type: 'color', id: '49' })).toBe(false);
  });
});

describe('price filter ranges', () => {
  it('labels 0-50, 50-100, 100-150 and 150+ in the store currency format', () => {
    expect(priceFilterOptions(getStore('default').i18n).map((o) => o.label)).toEqual(['< €50', '50 - 100', '100 - 150', '> €150']);
    expect(priceFilterOptions(getStore('de_de').i18n).map((o) => o.label)).toEqual(['< 50\u00a0€', '50 - 100', '100 - 150', '> 150\u00a0€']);
    expect(priceFilterOptions(getStore('de_at').i18n)[3].label).toBe('> €\u00a0150');
  });

  it('keeps the range in the query as from-to and searches with gte and lte', () => {
    const options = priceFilterOptions(getStore('default').i18n);
    expect(options.map((o) => o.id)).toEqual(['0-50', '50-100', '100-150', '150-']);
    expect(parseRangeId('price', '50-100')).toEqual({ from: 50, to: 100 });
    expect(rangeCondition(parseRangeId('price', '150-'))).toEqual({ gte: 150 });
    expect(rangeCondition({ from: 0, to: 50 })).toEqual({ gte: 0, lte: 50 });
  });

  it('names the filter of a malformed range', () => {
    expect(() => parseRangeId('price', 'cheap')).toThrow(CatalogDataError);
    expect(() => parseRangeId('price', 'cheap')).toThrow('price: "cheap" is not a range (from-to)');
  });
});

describe('rating filter', () => {
  it('runs from 1 up to 5 with labels rating_1_star and rating_x_stars', () => {
    const options = ratingFilterOptions();
    expect(options.map((o) => [o.id, o.labelKey, o.count])).toEqual([
      ['1-5', 'rating_1_star', 1],
      ['2-5', 'rating_x_stars', 2],
      ['3-5', 'rating_x_stars', 3],
      ['4-5', 'rating_x_stars', 4],
      ['5-5', 'rating_x_stars', 5],
    ]);
    expect(options[0].type).toBe('rating');
  });
});

describe('sort options', () => {
  it('offers price per kg ascending, popularity, price both ways, review and latest', () => {
    expect(sortOptions().map((o) => o.value)).toEqual([
      'price_per_kg:asc',
      'popularity:desc',
      'final_price:asc',
      'final_price:desc',
      'yotpo_rating:desc',
      'created_at:desc',
    ]);
  });

  it('lists the default order first where it is none of the options, so a list in its default order has a chosen option', () => {
    const choices = listingSortChoices();
    expect(choices[0]).toEqual({ key: 'default', value: 'updated_at:desc' });
    expect(choices.slice(1)).toEqual(sortOptions());
    const unsorted = parseSort('');
    expect(choices.filter((choice) => choice.value === `${unsorted.field}:${unsorted.order}`)).toHaveLength(1);
    expect(new Set(choices.map((choice) => choice.value)).size).toBe(choices.length);
  });

  it('defaults to updated_at descending and reads field:order', () => {
    expect(parseSort(undefined)).toEqual({ field: 'updated_at', order: 'desc' });
    expect(parseSort('  ')).toEqual({ field: 'updated_at', order: 'desc' });
    expect(parseSort(null, 'position:asc')).toEqual({ field: 'position', order: 'asc' });
    expect(parseSort('final_price:asc')).toEqual({ field: 'final_price', order: 'asc' });
    expect(() => parseSort('price;drop')).toThrow('sort: "price;drop" is not field:asc or field:desc');
  });

  it('puts items with a missing sort value last in either order', () => {
    const items = [{ id: 1, p: 5 }, { id: 2 }, { id: 3, p: 2 }, { id: 4, p: null }, { id: 5, p: 9 }];
    expect([...items].sort(compareBySort({ field: 'p', order: 'asc' })).map((i) => i.id)).toEqual([3, 1, 5, 2, 4]);
    expect([...items].sort(compareBySort({ field: 'p', order: 'desc' })).map((i) => i.id)).toEqual([5, 1, 3, 2, 4]);
    const named = [{ n: 'b' }, { n: '' }, { n: 'a' }, { n: Number.NaN }];
    expect([...named].sort(compareBySort({ field: 'n', order: 'asc' })).map((i) => i.n)).toEqual(['a', 'b', '', Number.NaN]);
  });
});
