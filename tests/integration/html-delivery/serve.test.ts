/**
 * The HTML delivery on a real HTTP server in front of a stand-in for Next.js (uncompressed, as
 * `compress: false` makes it): pages' chunk scripts deferred, everything compressed afterwards, other
 * responses untouched — and, behind the page cache, the kept page is the deferred one, with its
 * script-hash policy and, fresh or kept, the browser protection headers and no internal ones.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { withCompression, withDeferredChunkScripts, withInlineScripts, withScriptHashPolicy } from '@/lib/html-delivery/serve';
import { EARLY_INPUT_SCRIPT } from '@/lib/hydration/early-input';
import { withBrowserProtection } from '@/lib/security/response-headers';
import { deferredChunkUrls } from '@/lib/html-delivery/deferred-chunk-scripts';
import { PageCache, withPageCache } from '@/lib/page-cache';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const PAGE =
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${chunk('main')}${chunk('runtime')}<title>Kaffee</title></head>` +
  `<body><h1>Kaffee</h1>${chunk('page')}${'<p>Espresso Bohnen · 12,99 €</p>'.repeat(200)}</body></html>`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let answer: (request: IncomingMessage, response: ServerResponse) => void;
let callbacks: number;

function pageInPieces(response: ServerResponse, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(PAGE);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-length', String(bytes.length));
  response.setHeader('cache-control', 's-maxage=86400, stale-while-revalidate=31449600');
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  // Cut inside the head, inside a multi-byte character and inside a chunk script.
  const cuts = [40, bytes.indexOf('chunks/page') + 3, bytes.indexOf(Buffer.from('€')) + 1, bytes.length];
  let from = 0;
  for (const [i, to] of cuts.entries()) {
    const piece = bytes.subarray(from, to);
    from = to;
    if (i === cuts.length - 1) response.end(piece);
    else response.write(piece, () => callbacks++);
  }
}

function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path, method, headers: { host: 'de.localhost:3000', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (piece: Buffer) => chunks.push(piece));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function listen(handler: http.RequestListener): Promise<void> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

beforeEach(() => {
  callbacks = 0;
  answer = (_request, response) => pageInPieces(response);
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('withDeferredChunkScripts behind withCompression', () => {
  beforeEach(() => listen(withCompression(withDeferredChunkScripts((req, res) => answer(req, res)))));

  it('sends a page with its chunk scripts behind the loader, gzipped, without the old length', async () => {
    const page = await request('/kaffee', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-length']).toBeUndefined();
    expect(page.body).not.toContain('async=""');
    expect(deferredChunkUrls(page.body)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/runtime.js']);
    expect(page.body).toContain('<p>Espresso Bohnen · 12,99 €</p>'.repeat(200));
    expect(page.body.endsWith('</body></html>')).toBe(true);
  });

  it('sends the same page uncompressed to a client that accepts no coding', async () => {
    const page = await request('/kaffee');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(deferredChunkUrls(page.body)).toHaveLength(2);
  });

  it('leaves pages under a Content-Security-Policy, HTML written through writeHead included, as Next.js wrote them', async () => {
    answer = (_request, response) => pageInPieces(response, { 'content-security-policy': "script-src 'self' 'nonce-abc'" });
    expect((await request('/checkout')).body).toBe(PAGE);
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self'" });
      response.end(PAGE);
    };
    expect((await request('/checkout')).body).toBe(PAGE);
  });

  it('leaves every other response alone but still compresses it', async () => {
    const json = JSON.stringify({ scripts: [chunk('main')], padding: 'x'.repeat(2000) });
    answer = (_request, response) => {
      response.writeHead(200, 'OK', { 'content-type': 'application/json' });
      response.end(json);
    };
    const answered = await request('/api/x', { 'accept-encoding': 'gzip' });
    expect(answered.headers['content-encoding']).toBe('gzip');
    expect(answered.body).toBe(json);
  });

  it('releases the compression stream of a response its client left', async () => {
    let released: () => boolean = () => false;
    const closed = new Promise<void>((resolve) => {
      answer = (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.write(JSON.stringify({ padding: 'x'.repeat(4000) }));
        // The middleware's `on('drain')` answers with its zlib stream.
        const stream = response.on('drain', () => {}) as unknown as { destroyed: boolean };
        released = () => stream.destroyed;
        response.once('close', () => setImmediate(resolve));
      };
    });
    const { port } = server.address() as AddressInfo;
    const outgoing = http.request({ host: '127.0.0.1', port, path: '/api/slow', headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.once('data', () => outgoing.destroy());
    });
    outgoing.on('error', () => {});
    outgoing.end();
    await closed;
    expect(released()).toBe(true);
  });

  it('answers HEAD without a body and without the unrewritten length', async () => {
    const head = await request('/kaffee', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBeUndefined();
    expect(head.body).toBe('');
  });
});

describe('withDeferredChunkScripts alone', () => {
  it('calls back every write, also those it holds back whole', async () => {
    await listen(withDeferredChunkScripts((req, res) => answer(req, res)));
    const page = await request('/kaffee');
    expect(deferredChunkUrls(page.body)).toHaveLength(2);
    expect(callbacks).toBe(3);
  });
});

describe('behind the page cache', () => {
  it('keeps the deferred page and serves it again from the cache', async () => {
    let renders = 0;
    answer = (_request, response) => {
      renders++;
      pageInPieces(response);
    };
    await listen(withPageCache(new PageCache(1024 * 1024), withCompression(withDeferredChunkScripts((req, res) => answer(req, res)))));
    const first = await request('/kaffee', { 'accept-encoding': 'gzip' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await request('/kaffee', { 'accept-encoding': 'gzip' });
    expect(renders).toBe(1);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(deferredChunkUrls(second.body)).toHaveLength(2);
  });
});

describe('the script-hash policy and the protection headers (issue 36 §7)', () => {
  const INLINE = '<script>self.__next_f.push([1,"Kaffee"])</script><script type="application/ld+json">{"@type":"Product"}</script>';
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

  it('allows exactly the page\'s inline scripts, the chunk loader included, on the fresh and the kept page, and drops internal headers', async () => {
    answer = (_request, response) => {
      response.setHeader('x-middleware-rewrite', '/de-de/kaffee');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('cache-control', 's-maxage=86400');
      response.flushHeaders();
      response.write(PAGE.replace('</body>', `${INLINE}</body>`).slice(0, 300));
      response.end(PAGE.replace('</body>', `${INLINE}</body>`).slice(300));
    };
    const pages = withScriptHashPolicy(withDeferredChunkScripts((req, res) => answer(req, res)));
    await listen(withBrowserProtection(withPageCache(new PageCache(1024 * 1024), withCompression(pages)), {}));
    const first = await request('/kaffee', { 'accept-encoding': 'gzip' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await request('/kaffee');
    expect(second.headers['x-page-cache']).toBe('HIT');
    for (const page of [first, second]) {
      const policy = String(page.headers['content-security-policy']);
      const loader = /<script id="deferred-chunks">([^<]*)<\/script>/.exec(page.body)![1];
      expect(policy).toContain(hashOf(loader));
      expect(policy).toContain(hashOf('self.__next_f.push([1,"Kaffee"])'));
      expect(policy).not.toContain(hashOf('{"@type":"Product"}'));
      expect(policy).not.toContain('unsafe-inline\'; script');
      expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+'){2} 'strict-dynamic'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['permissions-policy']).toMatch(/^payment=\(self\), .*camera=\(\)/);
      expect(page.headers['strict-transport-security']).toBeUndefined();
      expect(Object.keys(page.headers).filter((name) => /^x-(middleware|nextjs)-/.test(name))).toEqual([]);
    }
  });

  it('sends HSTS only to a request that came over TLS through a trusted proxy, unless HSTS_MAX_AGE is 0', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    };
    await listen(withBrowserProtection((req, res) => answer(req, res), { TRUST_PROXY: '1', HSTS_MAX_AGE: '600' }));
    expect((await request('/api/x', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    const plain = await request('/api/x');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await listen(withBrowserProtection((req, res) => answer(req, res), { TRUST_PROXY: '1', HSTS_MAX_AGE: '0' }));
    expect((await request('/api/x', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await listen(withBrowserProtection((req, res) => answer(req, res), {}));
    expect((await request('/api/x', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    expect(() => withBrowserProtection((req, res) => answer(req, res), { HSTS_MAX_AGE: 'a year' })).toThrow(/HSTS_MAX_AGE/);
  });
});

describe('the inline scripts written in (ADR 0076)', () => {
  const placeholder = '<script data-inline-script="early-input"></script>';
  const withPlaceholder = PAGE.replace('<h1>', `${placeholder}<h1>`);

  it('fills every page, a payment page under its policy too, and the hash policy allows the filled script', async () => {
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    answer = (request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      if (request.url === '/checkout') response.setHeader('content-security-policy', "script-src 'self' 'nonce-abc'");
      // Cut inside the placeholder.
      const cut = withPlaceholder.indexOf(placeholder) + 20;
      response.write(withPlaceholder.slice(0, cut));
      response.end(withPlaceholder.slice(cut));
    };
    await listen(withScriptHashPolicy(withDeferredChunkScripts(withInlineScripts((req, res) => answer(req, res)))));
    const filled = `<script data-inline-script="early-input">${EARLY_INPUT_SCRIPT}</script><h1>`;
    const checkout = await request('/checkout');
    expect(checkout.body).toBe(PAGE.replace('<h1>', filled));
    const page = await request('/kaffee');
    expect(page.body).toContain(filled);
    expect(String(page.headers['content-security-policy'])).toContain(hashOf(EARLY_INPUT_SCRIPT));
  });
});
