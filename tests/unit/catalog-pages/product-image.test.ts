import { productImage, proxiedImageUrl, imageProxyPattern } from '@/lib/media';

describe('product images through the image proxy', () => {
  const proxy = 'https://img.test/{width}/{height}/resize{url}';

  it('fills width, height and url of the proxy pattern for thumbnails 310×300', () => {
    expect(proxiedImageUrl('/catalog/coffee-brown.svg', 'thumbnail', proxy)).toBe('https://img.test/310/300/resize/catalog/coffee-brown.svg');
  });

  it('uses 600×744 for the gallery and 150×150 for cart thumbnails', () => {
    expect(productImage('/a.jpg', 'gallery', 0, proxy)).toMatchObject({ src: 'https://img.test/600/744/resize/a.jpg', width: 600, height: 744 });
    expect(productImage('a.jpg', 'cart', 0, proxy)).toMatchObject({ src: 'https://img.test/150/150/resize/a.jpg', width: 150, height: 150 });
  });

  it('serves the stored image when no proxy is configured', () => {
    expect(imageProxyPattern({})).toBe('{url}');
    expect(productImage('/catalog/tea-green.svg', 'thumbnail', 0, imageProxyPattern({}))?.src).toBe('/catalog/tea-green.svg');
    expect(imageProxyPattern({ IMAGE_PROXY_URL: proxy })).toBe(proxy);
  });

  it('has no image for no_selection or an empty image', () => {
    expect(productImage('no_selection', 'thumbnail')).toBeNull();
    expect(productImage(null, 'thumbnail')).toBeNull();
    expect(productImage('', 'gallery')).toBeNull();
  });

  it('loads the first row at once and later images lazily', () => {
    expect(productImage('/a.jpg', 'thumbnail', 0)?.loading).toBe('eager');
    expect(productImage('/a.jpg', 'thumbnail', 8)?.loading).toBe('lazy');
  });
});
