/** The product route's segments (`[...product]`, `p` first): a product, a configurable's child, nothing else. */
import { productPageParams } from '@/lib/routing/product-page-path';

describe('productPageParams', () => {
  it('reads a product page: parentSku and slug', () => {
    expect(productPageParams(['p', 'COF-105', 'caffe-crema-kenia-gold'])).toEqual({ parentSku: 'COF-105', slug: 'caffe-crema-kenia-gold' });
  });

  it('reads a configurable page with its child chosen', () => {
    expect(productPageParams(['p', 'COF-105', 'caffe-crema-kenia-gold', 'COF-105-250-WHOLE_BEAN'])).toEqual({
      parentSku: 'COF-105',
      slug: 'caffe-crema-kenia-gold',
      childSku: 'COF-105-250-WHOLE_BEAN',
    });
  });

  it.each([
    [[]],
    [['p', 'COF-105']],
    [['p', 'COF-105', 'slug', 'child', 'more']],
    [['p', 'COF-105', '']],
    [['p', '', 'slug']],
    [['p', 'COF-105', 'slug', '']],
    // Without its `p`: a path that reached the catch-all but is no product route.
    [['COF-105', 'slug']],
    [['c', 'kaffee', 'page']],
    [['P', 'COF-105', 'slug']],
  ])(
    'is no product page for %j',
    (segments) => {
      expect(productPageParams(segments)).toBeNull();
    },
  );
});
