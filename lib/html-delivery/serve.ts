/**
 * The HTML delivery in front of Next.js's request handler (server.ts): catalogue pages' chunk scripts
 * deferred until after the first paint (deferred-chunk-scripts.ts), then compression. Next.js's own
 * compression is off (next.config.ts `compress: false`) because it would run before the rewrite; the
 * same middleware runs here after it, for every response as Next.js ran it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { ChunkScriptDeferral } from './deferred-chunk-scripts';

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

/**
 * A page is rewritten when it is HTML a browser may run the loader in: a GET (or HEAD) answered with
 * `text/html`, not already encoded, and without a Content-Security-Policy (checkout's nonce policy
 * would refuse the loader's inline script, and checkout is nobody's landing page).
 */
function rewritable(request: IncomingMessage, response: ServerResponse): boolean {
  const type = String(response.getHeader('content-type') ?? '');
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    type.startsWith('text/html') &&
    !response.hasHeader('content-encoding') &&
    !response.hasHeader('content-security-policy')
  );
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

/** Pages' chunk scripts wait for the first paint; every other response passes untouched. */
export function withDeferredChunkScripts(handle: RequestListener): RequestListener {
  return (request, response) => {
    let deferral: ChunkScriptDeferral | null | undefined;
    const decoder = new StringDecoder('utf8');
    const { writeHead, write, end } = response;
    const decide = () => {
      if (deferral !== undefined) return deferral;
      deferral = rewritable(request, response) ? new ChunkScriptDeferral() : null;
      // The rewritten body has another length; Node.js sends it chunked.
      if (deferral) response.removeHeader('content-length');
      return deferral;
    };
    const text = (chunk: Chunk, encoding?: BufferEncoding) =>
      chunk === null || chunk === undefined ? '' : typeof chunk === 'string' ? decoder.write(Buffer.from(chunk, encoding ?? 'utf8')) : decoder.write(Buffer.from(chunk));

    response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined;
      setHeaders(this, (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined);
      decide();
      const original = writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
      return statusMessage === undefined ? original.call(this, statusCode) : original.call(this, statusCode, statusMessage);
    } as ServerResponse['writeHead'];

    response.write = function (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
      const rewrite = decide();
      if (!rewrite) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      const { encoding, callback } = splitArguments(rest);
      const out = rewrite.push(text(chunk, encoding));
      if (out) return write.call(this, out, 'utf8', callback ?? (() => {}));
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse['write'];

    response.end = function (this: ServerResponse, chunk?: Chunk | Callback, ...rest: unknown[]) {
      const rewrite = decide();
      if (!rewrite) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      const body = typeof chunk === 'function' ? undefined : chunk;
      const { encoding, callback } = splitArguments(typeof chunk === 'function' ? [chunk] : rest);
      const out = rewrite.push(text(body, encoding)) + rewrite.push(decoder.end()) + rewrite.end();
      const original = end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
      return out ? original.call(this, out, 'utf8', callback) : original.call(this, callback);
    } as ServerResponse['end'];

    return handle(request, response);
  };
}
