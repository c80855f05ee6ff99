import fc from 'fast-check';
import { listingFromQuery, listingFromSegments, listingSegments } from '@/lib/routing';
import { DEFAULT_SORT } from '@/lib/config/catalog';

const segmentsOf = (search: string) => listingSegments(listingFromQuery(new URLSearchParams(search)));

describe('category filters, sort and page carried from the query into the path', () => {
  it('gives the bare list no segments', () => {
    expect(segmentsOf('')).toEqual([]);
    expect(listingFromSegments([])).toEqual({ query: {}, sort: DEFAULT_SORT, page: 1 });
  });

  it('writes filters, sort and page as name/value segments in one sorted order', () => {
    expect(segmentsOf('sort=final_price:asc&price=0-50&color=7&color=5&page=2')).toEqual([
      'color', '5,7',
      'page', '2',
      'price', '0-50',
      'sort', 'priceAsc',
    ]);
  });

  it('gives the same path to the same selection, whatever the order and repetition of the query', () => {
    expect(segmentsOf('color=5&price=0-50&color=7')).toEqual(segmentsOf('price=0-50&color=7&color=5&color=7'));
  });

  it('drops unknown names and malformed or unoffered values instead of failing', () => {
    expect(segmentsOf('utm_source=news&color=<script>&price=0-49&rating=x&sort=name:asc&page=0&page=abc')).toEqual([]);
    expect(segmentsOf('page=1&sort=updated_at:desc')).toEqual([]);
    expect(segmentsOf('price=150-&rating=4-5&page=-3')).toEqual(['price', '150-', 'rating', '4-5']);
  });

  it('reads the selection back from the segments with the public sort value', () => {
    const selection = listingFromSegments(['color', '5,7', 'page', '3', 'sort', 'priceDesc']);
    expect(selection).toEqual({ query: { color: ['5', '7'], sort: 'final_price:desc' }, sort: 'final_price:desc', page: 3 });
  });

  it('drops what the segments hold that a query could not have produced', () => {
    expect(listingFromSegments(['color', '5,<b>', 'sort', 'final_price:asc', 'page'])).toEqual({
      query: { color: ['5'] },
      sort: DEFAULT_SORT,
      page: 1,
    });
  });

  it('reads back exactly the selection it wrote, for any query', () => {
    const name = fc.constantFrom('color', 'origin', 'price', 'rating', 'sort', 'page', 'utm', 'coffee_type');
    const value = fc.oneof(
      fc.constantFrom('0-50', '50-100', '150-', '3-5', 'final_price:asc', 'created_at:desc', '2', '17', '1'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 12 }), (pairs) => {
        const selection = listingFromQuery(new URLSearchParams(pairs));
        expect(listingFromSegments(listingSegments(selection))).toEqual(selection);
      }),
    );
  });
});
