/**
 * Content encodings of kept pages: which one a client accepts (RFC 9110 §12.5.3 `Accept-Encoding`),
 * and the compression done once per page and encoding instead of once per request.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync, gunzipSync, inflateSync } from 'node:zlib';
import { PAGE_CACHE_BROTLI_QUALITY, PAGE_CACHE_ENCODINGS, PAGE_CACHE_GZIP_LEVEL } from '@/lib/config/page-cache';
import type { DecodableEncoding, HeaderValue } from './policy';

export type PageEncoding = (typeof PAGE_CACHE_ENCODINGS)[number];

/** The best encoding the client accepts with a non-zero q-value; identity when it names none. */
export function negotiateEncoding(acceptEncoding: HeaderValue): PageEncoding {
  const text = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : String(acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  return PAGE_CACHE_ENCODINGS.find((coding) => coding !== 'identity' && weightOf(coding) > 0) ?? 'identity';
}

export function encodePage(body: Buffer, encoding: PageEncoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_CACHE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(body, { level: PAGE_CACHE_GZIP_LEVEL });
  return body;
}

/** The page's own bytes from a response Next.js compressed for the client that caused it to be kept. */
export function decodePage(body: Buffer, encoding: DecodableEncoding | ''): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}
