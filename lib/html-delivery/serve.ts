/**
 * The HTML delivery in front of Next.js's request handler (server.ts): the pages' inline scripts
 * written into their placeholders (inline-scripts.ts), catalogue pages' chunk scripts deferred until
 * after the first paint (deferred-chunk-scripts.ts), then compression. Next.js's own
 * compression is off (next.config.ts `compress: false`) because it would run before the rewrite; the
 * same middleware runs here after it, for every response as Next.js ran it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { CSP_HEADER } from '@/lib/config/security';
import { inlineScriptHashes, pageCsp } from '@/lib/security/checkout-csp';
import { ChunkScriptDeferral, type RuntimeChunkMap } from './deferred-chunk-scripts';
import { InlineScriptFill } from './inline-scripts';

type Chunk = string | Uint8Array | null | undefined;
type Callback = (error?: Error | null) => void;

/** Every response compressed as Next.js does by default (gzip or deflate as accepted, from 1 KB). */
export function withCompression(handle: RequestListener): RequestListener {
  const compress = compression();
  return (request, response) => {
    compress(request, response, () => {});
    // A client that leaves mid-response leaves the middleware's zlib stream open; Next.js releases it so.
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response);
    });
    return handle(request, response);
  };
}

/** An HTML page's text rewrite, fed the response in the pieces it is written in. */
interface HtmlRewrite {
  /** The text that may be sent now. */
  push(text: string): string;
  /** What is left once the response ends; may still set headers (nothing has been sent before the first non-empty piece). */
  end(): string;
}

/**
 * Whether a response is an HTML page a browser renders: a GET (or HEAD) answered with `text/html`,
 * not already encoded, and without a Content-Security-Policy (the payment pages' nonce policy,
 * ADR 0013, is set by the proxy and would refuse the chunk loader's inline script).
 */
function isPlainPage(request: IncomingMessage, response: ServerResponse): boolean {
  return isPage(request, response) && !response.hasHeader('content-security-policy');
}

/** Whether a response is an HTML page a browser renders, the payment pages included. */
function isPage(request: IncomingMessage, response: ServerResponse): boolean {
  const type = String(response.getHeader('content-type') ?? '');
  return (request.method === 'GET' || request.method === 'HEAD') && type.startsWith('text/html') && !response.hasHeader('content-encoding');
}

function setHeaders(response: ServerResponse, headers: OutgoingHttpHeaders | readonly unknown[] | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1] as string);
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) response.setHeader(name, value);
}

function splitArguments(rest: unknown[]): { encoding?: BufferEncoding; callback?: Callback } {
  const callback = rest.find((value): value is Callback => typeof value === 'function');
  const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
  return { encoding, callback };
}

/**
 * Runs a rewrite over the text of each response `start` gives one for; every other response passes
 * untouched. A rewritten response's status line and headers wait for its first piece of text, so a
 * rewrite that holds the whole page may still set a header at its end.
 */
function withHtmlRewrite(handle: RequestListener, start: (request: IncomingMessage, response: ServerResponse) => HtmlRewrite | null): RequestListener {
  return (request, response) => {
    let rewrite: HtmlRewrite | null | undefined;
    let head: { statusCode: number; statusMessage?: string } | null = null;
    const decoder = new StringDecoder('utf8');
    const { writeHead, write, end, flushHeaders } = response;
    const decide = () => {
      if (rewrite !== undefined) return rewrite;
      rewrite = start(request, response);
      // The rewritten body has another length; Node.js sends it chunked.
      if (rewrite) response.removeHeader('content-length');
      return rewrite;
    };
    let headSent = false;
    const sendHead = (self: ServerResponse) => {
      if (headSent) return;
      headSent = true;
      const original = writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
      const { statusCode, statusMessage } = head ?? { statusCode: self.statusCode };
      if (statusMessage === undefined) original.call(self, statusCode);
      else original.call(self, statusCode, statusMessage);
    };
    const text = (chunk: Chunk, encoding?: BufferEncoding) =>
      chunk === null || chunk === undefined ? '' : typeof chunk === 'string' ? decoder.write(Buffer.from(chunk, encoding ?? 'utf8')) : decoder.write(Buffer.from(chunk));

    response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined;
      setHeaders(this, (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined);
      head = { statusCode, statusMessage };
      // A response not rewritten sends its head at once; a rewritten one with its first text (sendHead).
      if (!decide()) sendHead(this);
      return this;
    } as ServerResponse['writeHead'];

    // Next.js flushes the headers before it streams a page: a rewritten page's wait for its first text.
    response.flushHeaders = function (this: ServerResponse) {
      if (!decide()) return flushHeaders.call(this);
      head ??= { statusCode: this.statusCode };
    };

    response.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
      const active = decide();
      if (!active) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      const { encoding, callback } = splitArguments(rest);
      const out = active.push(text(chunk, encoding));
      if (out) {
        sendHead(this);
        return write.call(this, out, 'utf8', callback ?? (() => {}));
      }
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse['write'];

    response.end = function (this: ServerResponse, chunk?: Chunk | Callback, ...rest: unknown[]) {
      const active = decide();
      if (!active) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      const body = typeof chunk === 'function' ? undefined : chunk;
      const { encoding, callback } = splitArguments(typeof chunk === 'function' ? [chunk] : rest);
      const out = active.push(text(body, encoding)) + active.push(decoder.end()) + active.end();
      sendHead(this);
      const original = end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
      return out ? original.call(this, out, 'utf8', callback) : original.call(this, callback);
    } as ServerResponse['end'];

    return handle(request, response);
  };
}

/**
 * Every page, the payment pages included (their policy allows these scripts by hash), gets its
 * inline scripts written into their placeholders (ADR 0076); every other response passes untouched.
 */
export function withInlineScripts(handle: RequestListener): RequestListener {
  return withHtmlRewrite(handle, (request, response) => (isPage(request, response) ? new InlineScriptFill() : null));
}

/**
 * Pages' chunk scripts wait for the first paint, and the client runtime's chunks their loaders fetch
 * are prefetched after them (`runtimeChunks`, the build's map); every other response passes untouched.
 */
export function withDeferredChunkScripts(handle: RequestListener, runtimeChunks: RuntimeChunkMap = {}): RequestListener {
  return withHtmlRewrite(handle, (request, response) => (isPlainPage(request, response) ? new ChunkScriptDeferral(runtimeChunks) : null));
}

/**
 * Each page gets a Content-Security-Policy allowing exactly the inline scripts it carries, by hash
 * (issue 36 §7; the payment pages keep their nonce policy, ADR 0013). The hashes need the whole
 * page, so it is held until its end and sent at once: our pages are prerendered and kept by the
 * page cache, whose copy keeps the policy, so this costs a render's streaming only when a page is
 * rendered for its request.
 */
export function withScriptHashPolicy(handle: RequestListener): RequestListener {
  return withHtmlRewrite(handle, (request, response) => {
    if (!isPlainPage(request, response)) return null;
    let page = '';
    return {
      push: (text) => ((page += text), ''),
      end: () => {
        response.setHeader(CSP_HEADER, pageCsp(inlineScriptHashes(page)));
        return page;
      },
    };
  });
}
