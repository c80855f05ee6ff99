import { sameBodySnapshot, shopAsset } from '@/scripts/bench/same-body';

const PAGE = `<!DOCTYPE html><html lang="de-DE" class="font-vars"><head><meta charSet="utf-8"/>
<link rel="preload" href="/catalog/coffee-black.svg" as="image" fetchPriority="high"/>
<link rel="preload" href="/_next/static/media/x.woff2" as="font" type="font/woff2" crossorigin=""/>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>
<link rel="manifest" href="/manifest.webmanifest"/>
<script src="/_next/static/chunks/c.js" async=""></script></head>
<body class="shop"><header><a href="/kaffee">Kaffee</a></header>
<img src="/catalog/coffee-black.svg" srcset="/img/a.png 1x, /img/b.png 2x" alt="Kaffee"/>
<img src="https://cdn.example/x.png" alt=""/>
<script>self.__next_f.push([1,"<h1>not markup</h1>"])</script>
<script src="/_next/static/chunks/d.js" async=""></script>
<link rel="modulepreload" href="/_next/static/chunks/e.js"/>
<h1>Amstel &amp; Co</h1></body></html>`;

describe('sameBodySnapshot', () => {
  const snapshot = sameBodySnapshot(PAGE, 'de.localhost');

  it('keeps the body markup and drops every script, inline or loaded, and script preloads', () => {
    expect(snapshot.body).toContain('<h1>Amstel &amp; Co</h1>');
    expect(snapshot.body).toContain('<a href="/kaffee">Kaffee</a>');
    expect(snapshot.body).not.toMatch(/<script|__next_f|modulepreload|d\.js/);
  });

  it('serves root-relative images from the shop through the bare origin, leaving other URLs alone', () => {
    expect(snapshot.body).toContain('src="/shop-assets/de.localhost/catalog/coffee-black.svg"');
    expect(snapshot.body).toContain('srcset="/shop-assets/de.localhost/img/a.png 1x, /shop-assets/de.localhost/img/b.png 2x"');
    expect(snapshot.body).toContain('src="https://cdn.example/x.png"');
  });

  it('takes the head’s stylesheets and its image and font preloads, not its scripts or manifest', () => {
    expect(snapshot.stylesheets).toEqual(['/shop-assets/de.localhost/_next/static/chunks/a.css']);
    expect(snapshot.preloads).toEqual([
      { href: '/shop-assets/de.localhost/catalog/coffee-black.svg', as: 'image', fetchPriority: 'high' },
      { href: '/shop-assets/de.localhost/_next/static/media/x.woff2', as: 'font', type: 'font/woff2', crossOrigin: '' },
    ]);
  });

  it('keeps the classes of html and body', () => {
    expect(snapshot).toMatchObject({ htmlClass: 'font-vars', bodyClass: 'shop' });
    expect(sameBodySnapshot('<html><head></head><body><p>x</p></body></html>', 'nl.localhost')).toMatchObject({ htmlClass: '', bodyClass: '', body: '<p>x</p>' });
  });

  it('refuses a page without a body', () => {
    expect(() => sameBodySnapshot('<html><head></head></html>', 'de.localhost')).toThrow('no <body>');
  });
});

describe('shopAsset', () => {
  it('prefixes only root-relative URLs', () => {
    expect(shopAsset('/a.css', 'localhost')).toBe('/shop-assets/localhost/a.css');
    expect(shopAsset('//cdn/a.css', 'localhost')).toBe('//cdn/a.css');
    expect(shopAsset('data:image/png;base64,xx', 'localhost')).toBe('data:image/png;base64,xx');
  });
});
