/** The product route's segments (`/p/[...product]`): a product, a configurable's child, nothing else. */
import { productPageParams } from '@/lib/routing/product-page-path';

describe('productPageParams', () => {
  it('reads a product page: parentSku and slug', () => {
    expect(productPageParams(['COF-105', 'caffe-crema-kenia-gold'])).toEqual({ parentSku: 'COF-105', slug: 'caffe-crema-kenia-gold' });
  });

  it('reads a configurable page with its child chosen', () => {
    expect(productPageParams(['COF-105', 'caffe-crema-kenia-gold', 'COF-105-250-WHOLE_BEAN'])).toEqual({
      parentSku: 'COF-105',
      slug: 'caffe-crema-kenia-gold',
      childSku: 'COF-105-250-WHOLE_BEAN',
    });
  });

  it.each([[[]], [['COF-105']], [['COF-105', 'slug', 'child', 'more']], [['COF-105', '']], [['', 'slug']], [['COF-105', 'slug', '']]])(
    'is no product page for %j',
    (segments) => {
      expect(productPageParams(segments)).toBeNull();
    },
  );
});
