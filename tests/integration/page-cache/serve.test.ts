/**
 * The page cache on a real HTTP server in front of a stand-in for Next.js that answers like it does:
 * headers set one by one or given to writeHead, bodies streamed in chunks, gzip when asked.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { PageCache, clearProcessPageCache, shareProcessPageCache, withPageCache } from '@/lib/page-cache';

const PAGE = '<!DOCTYPE html><html><body>Espresso Bohnen · 12,99 €</body></html>'.repeat(300);
const SHARED = 's-maxage=86400, stale-while-revalidate=31449600';

interface Rendered {
  status?: number;
  cacheControl?: string;
  setCookie?: boolean;
  viaWriteHead?: boolean;
  body?: string;
}

let rendered: Rendered;
let renders: string[];
let server: http.Server;
let cache: PageCache;
let time: number;

function standInForNext(request: IncomingMessage, response: ServerResponse): void {
  renders.push(request.url ?? '');
  const body = Buffer.from(rendered.body ?? `${PAGE}<!-- ${request.url} -->`);
  const gzip = String(request.headers['accept-encoding'] ?? '').includes('gzip');
  const payload = gzip ? gzipSync(body) : body;
  const headers: Record<string, string | string[]> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': rendered.cacheControl ?? SHARED,
    etag: '"page-etag"',
    vary: 'rsc, next-router-state-tree, Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...(rendered.setCookie ? { 'set-cookie': ['session=personal'] } : {}),
  };
  if (rendered.viaWriteHead) {
    response.writeHead(rendered.status ?? 200, headers);
  } else {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.statusCode = rendered.status ?? 200;
  }
  // Streamed in three chunks, as a render is.
  const third = Math.ceil(payload.length / 3);
  response.write(payload.subarray(0, third));
  response.write(payload.subarray(third, 2 * third));
  response.end(payload.subarray(2 * third));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path, method, headers: { host: 'de.localhost:3000', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeEach(async () => {
  rendered = {};
  renders = [];
  time = 1_000_000;
  cache = new PageCache(1024 * 1024, () => time);
  server = http.createServer(withPageCache(cache, standInForNext, () => time));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the page cache in front of Next.js', () => {
  it('answers the second request for a page from memory, byte for byte, without rendering', async () => {
    const first = await request('/kaffee/espresso');
    const second = await request('/kaffee/espresso');
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe(SHARED);
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(renders).toEqual(['/kaffee/espresso']);
  });

  it('keeps pages apart by domain and query', async () => {
    await request('/c/kaffee?sort=name');
    await request('/c/kaffee?sort=name', { host: 'at.localhost:3000' });
    await request('/c/kaffee?sort=price');
    expect(renders).toHaveLength(3);
    expect((await request('/c/kaffee?sort=price')).headers['x-page-cache']).toBe('HIT');
  });

  it('gives every client the encoding it accepts, whichever encoding filled the cache', async () => {
    const gzipFirst = await request('/kaffee', { 'accept-encoding': 'gzip' });
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
    const plain = await request('/kaffee');
    expect(plain.headers['x-page-cache']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(gunzipSync(gzipFirst.body))).toBe(true);
    const brotli = await request('/kaffee', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.headers.etag).toBe('W/"page-etag"');
    expect(plain.headers.etag).toBe('"page-etag"');
    expect((await request('/kaffee', { 'accept-encoding': 'br', 'if-none-match': 'W/"page-etag"' })).status).toBe(304);
    expect(renders).toHaveLength(1);
  });

  it('keeps headers Next.js handed straight to writeHead', async () => {
    rendered = { viaWriteHead: true };
    await request('/tee');
    const hit = await request('/tee');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers.etag).toBe('"page-etag"');
  });

  it('answers 304 for the ETag the client already has, and HEAD without a body', async () => {
    await request('/kaffee');
    const revalidated = await request('/kaffee', { 'if-none-match': '"page-etag"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await request('/kaffee', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('says how old a kept page is', async () => {
    await request('/kaffee');
    time += 90_500;
    expect((await request('/kaffee')).headers.age).toBe('90');
  });

  it.each<[string, Rendered]>([
    ['a response that sets a cookie', { setCookie: true }],
    ['a private response', { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a 404 page', { status: 404 }],
  ])('never keeps %s', async (_name, answer) => {
    rendered = answer;
    await request('/kaffee');
    const again = await request('/kaffee');
    expect(again.headers['x-page-cache']).toBe('MISS');
    expect(renders).toHaveLength(2);
  });

  it('sends editors in draft mode and RSC navigations to Next.js even for a kept page', async () => {
    await request('/i/about');
    const draft = await request('/i/about', { cookie: '__prerender_bypass=secret' });
    const rsc = await request('/i/about', { rsc: '1' });
    expect(draft.headers['x-page-cache']).toBe('BYPASS');
    expect(rsc.headers['x-page-cache']).toBe('BYPASS');
    expect(renders).toHaveLength(3);
  });

  it('does not keep a page from a HEAD request (no body to keep)', async () => {
    await request('/kaffee', {}, 'HEAD');
    expect((await request('/kaffee')).headers['x-page-cache']).toBe('MISS');
  });

  it('renders again after the catalogue pages are invalidated in this process', async () => {
    shareProcessPageCache(cache);
    await request('/kaffee');
    expect(clearProcessPageCache()).toBe(true);
    rendered = { body: 'new catalogue' };
    time += 1;
    expect((await request('/kaffee')).body.toString()).toBe('new catalogue');
    const hit = await request('/kaffee');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.body.toString()).toBe('new catalogue');
  });

  it('is not in the way at all when its budget is 0', async () => {
    const direct = withPageCache(new PageCache(0), standInForNext);
    expect(direct).toBe(standInForNext);
  });
});
