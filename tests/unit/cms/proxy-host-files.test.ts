import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

async function rewrittenTo(url: string): Promise<string | null> {
  const request = new NextRequest(url, { headers: { host: new URL(url).host } });
  const response = await proxy(request);
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

describe('the proxy lets crawler files through to the store rewrite', () => {
  it('rewrites robots.txt and sitemap.xml to the host store', async () => {
    expect(await rewrittenTo('http://de.localhost:3000/robots.txt')).toBe('/de_de/robots.txt');
    expect(await rewrittenTo('http://nl.localhost:3000/sitemap.xml')).toBe('/nl_nl/sitemap.xml');
    expect(await rewrittenTo('http://localhost:3000/sitemap/2.xml')).toBe('/default/sitemap/2.xml');
  });

  it('does not serve crawler files under a store view prefix', async () => {
    expect(await rewrittenTo('http://localhost:3000/de/robots.txt')).toBe('/de/404');
  });
});
