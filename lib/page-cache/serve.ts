/**
 * The page cache as a Node.js request listener wrapped around Next.js's: a kept page is answered
 * from memory (in the client's encoding, 304 for a matching ETag), anything else goes to Next.js,
 * whose finished response is kept when `storableLifetime` allows it. The shopper who causes a page
 * to be kept gets Next.js's own response, streamed as usual.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { MAX_PAGE_CACHE_ENTRY_BYTES, PAGE_CACHE_HEADER, PAGE_CACHE_SPAN_ATTRIBUTE } from '@/lib/config/page-cache';
import { countPageCache } from '@/lib/observability/metrics';
import { noteOnActiveSpan } from '@/lib/observability/tracing';
import { decodePage, negotiateEncoding } from './encodings';
import type { KeptPage, PageCache } from './page-cache';
import { etagMatches, pageCacheKey, replayableHeaders, storableLifetime, type DecodableEncoding, type Headers } from './policy';

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

export function withPageCache(cache: PageCache, handle: RequestListener, now: () => number = Date.now): RequestListener {
  if (!cache.enabled) return handle;
  return (request, response) => {
    const key = pageCacheKey(request);
    if (key === null) {
      response.setHeader(PAGE_CACHE_HEADER, 'BYPASS');
      noteOnActiveSpan(PAGE_CACHE_SPAN_ATTRIBUTE, 'BYPASS');
      return handle(request, response);
    }
    const page = cache.lookup(key);
    countPageCache(page !== undefined);
    noteOnActiveSpan(PAGE_CACHE_SPAN_ATTRIBUTE, page ? 'HIT' : 'MISS');
    if (page) return answerFromCache(cache, page, request, response, now());
    response.setHeader(PAGE_CACHE_HEADER, 'MISS');
    if (request.method === 'GET') keepWhenFinished(cache, key, response);
    return handle(request, response);
  };
}

function answerFromCache(cache: PageCache, page: KeptPage, request: IncomingMessage, response: ServerResponse, at: number): void {
  const headers: OutgoingHttpHeaders = { ...page.headers, [PAGE_CACHE_HEADER]: 'HIT', age: String(Math.max(0, Math.floor((at - page.storedAt) / 1000))) };
  if (etagMatches(request.headers['if-none-match'], page.etag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const body = cache.body(page, encoding);
  if (encoding !== 'identity') {
    headers['content-encoding'] = encoding;
    // Another coding is another representation: its validator may only be weak (RFC 9110 §8.8.1), as nginx does.
    if (page.etag && !page.etag.startsWith('W/')) headers.etag = `W/${page.etag}`;
  }
  headers['content-length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

type Chunk = string | Uint8Array | null | undefined | (() => void);

/**
 * Watches what Next.js writes (after its own compression, if the client asked for it) and keeps the
 * finished response. Headers passed straight to `writeHead` count as well as those set before.
 */
function keepWhenFinished(cache: PageCache, key: string, response: ServerResponse): void {
  const ticket = cache.ticket();
  const chunks: Buffer[] = [];
  let size = 0;
  let unkeepable = false;
  let headHeaders: Headers = {};

  const collect = (chunk: Chunk, encoding?: unknown) => {
    if (unkeepable || chunk === null || chunk === undefined || typeof chunk === 'function') return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk);
    size += bytes.length;
    if (size > MAX_PAGE_CACHE_ENTRY_BYTES) {
      unkeepable = true;
      chunks.length = 0;
    } else {
      chunks.push(bytes);
    }
  };

  const finish = () => {
    if (unkeepable || response.destroyed) return;
    const headers: Headers = { ...(response.getHeaders() as Headers), ...headHeaders };
    const lifetimeS = storableLifetime(response.statusCode, headers);
    if (lifetimeS === null) return;
    let body: Buffer;
    try {
      body = decodePage(Buffer.concat(chunks), String(headers['content-encoding'] ?? '').toLowerCase() as DecodableEncoding | '');
    } catch {
      return; // A body that does not decode is not kept; the client already has Next.js's answer.
    }
    cache.keep(key, { headers: replayableHeaders(headers), body, lifetimeS }, ticket);
  };

  const { write, end, writeHead } = response;
  response.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: Chunk, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    finish();
    return result;
  } as ServerResponse['end'];
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const given = rest.find((argument) => typeof argument === 'object' && argument !== null);
    // Read now: server.ts's outer layer takes the internal headers (x-nextjs-cache among them) off the response once this passes them on.
    headHeaders = response.getHeaders() as Headers;
    if (given && !Array.isArray(given)) {
      headHeaders = { ...headHeaders, ...Object.fromEntries(Object.entries(given as Headers).map(([name, value]) => [name.toLowerCase(), value])) };
    } else if (given) {
      unkeepable = true; // Raw header arrays are rare: such a response is simply not kept.
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}
