/** A category page's filter and sort links are relative to the page: the query alone, or the bare path. */
import { listingHref, listingQueryHref } from '@/lib/catalog/listing-state';

describe('listingQueryHref', () => {
  it('is the query alone, resolving to the same listing as the whole link', () => {
    const query = { color: ['7', '5'], sort: 'final_price:asc' };
    const href = listingQueryHref('/it/caffe', query);
    expect(href).toBe('?color=7&color=5&sort=final_price%3Aasc');
    expect(new URL(href, 'http://localhost:3000/it/caffe?color=7').toString()).toBe(new URL(listingHref('/it/caffe', query), 'http://localhost:3000').toString());
  });

  it('is the bare path when nothing is chosen (an empty query would keep the current one)', () => {
    expect(listingQueryHref('/kaffee', {})).toBe('/kaffee');
  });
});
