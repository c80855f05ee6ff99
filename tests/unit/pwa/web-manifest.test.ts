import { NextRequest } from 'next/server';
import { MANIFEST_THEME_COLOR } from '@/lib/config/pwa';
import { webManifest } from '@/lib/pwa';
import { proxy, config } from '@/proxy';

async function rewrittenTo(url: string): Promise<string | null> {
  const request = new NextRequest(url, { headers: { host: new URL(url).host } });
  const rewrite = (await proxy(request)).headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

const texts = { name: 'Kaffeehaus – Kaffee', shortName: 'Kaffeehaus', description: 'Kaffee' };

describe('web manifest per store view', () => {
  it("starts at and is scoped to the view's home, in its language and the shop's colours", () => {
    expect(webManifest('/de', 'de-DE', texts)).toMatchObject({ start_url: '/de', scope: '/de/', id: '/de', lang: 'de-DE', display: 'standalone', theme_color: MANIFEST_THEME_COLOR });
    expect(webManifest('/', 'nl-NL', texts)).toMatchObject({ start_url: '/', scope: '/' });
  });

  it('lists 192 and 512 pixel icons, each also maskable', () => {
    const icons = webManifest('/', 'en-US', texts).icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
  });

  it("is served at each store view's root through the proxy", async () => {
    expect(await rewrittenTo('http://de.localhost:3000/manifest.webmanifest')).toBe('/de_de/manifest.webmanifest');
    expect(await rewrittenTo('http://localhost:3000/manifest.webmanifest')).toBe('/default/manifest.webmanifest');
    expect(await rewrittenTo('http://localhost:3000/it/manifest.webmanifest')).toBe('/it/manifest.webmanifest');
  });

  it('leaves the service worker and the icons out of the store rewrite', () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    expect(matcher.test('/service-worker.js')).toBe(false);
    expect(matcher.test('/icons/icon-any-192.png')).toBe(false);
    expect(matcher.test('/manifest.webmanifest')).toBe(true);
    expect(matcher.test('/de/manifest.webmanifest')).toBe(true);
  });
});
