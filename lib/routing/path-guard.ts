/**
 * Rejects malformed request paths before any routing: over-long paths, broken percent-encoding,
 * encoded separators, dot segments and control characters answer 400; empty segments (`//`) 404.
 */
import { MAX_PATH_LENGTH } from '@/lib/config/app';

export type PathVerdict = 'ok' | 'bad-request' | 'not-found';

export function checkPath(pathname: string): PathVerdict {
  if (pathname.length > MAX_PATH_LENGTH) return 'bad-request';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'bad-request';
  }
  if (/%2f|%5c/i.test(pathname)) return 'bad-request';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return 'bad-request';
  const parts = decoded.split('/');
  if (parts.some((p) => p === '..' || p === '.')) return 'bad-request';
  if (parts.slice(1, -1).some((p) => p === '')) return 'not-found';
  return 'ok';
}
