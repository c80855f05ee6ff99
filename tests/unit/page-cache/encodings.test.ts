import { gunzipSync, brotliDecompressSync, gzipSync, brotliCompressSync, deflateSync } from 'node:zlib';
import { decodePage, encodePage, negotiateEncoding } from '@/lib/page-cache/encodings';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['identity', 'identity'],
    ['GZIP', 'gzip'],
    ['gzip;q=abc', 'identity'],
  ])('answers %p in %s', (accept, expected) => {
    expect(negotiateEncoding(accept)).toBe(expected);
  });
});

describe('encodePage and decodePage', () => {
  const body = Buffer.from('<html>Espresso Bohnen – 12,99 €</html>'.repeat(200));

  it('compresses once into an encoding a client can undo', () => {
    expect(gunzipSync(encodePage(body, 'gzip')).equals(body)).toBe(true);
    expect(brotliDecompressSync(encodePage(body, 'br')).equals(body)).toBe(true);
    expect(encodePage(body, 'identity')).toBe(body);
    expect(encodePage(body, 'br').length).toBeLessThan(body.length / 10);
  });

  it('recovers the page from what Next.js compressed', () => {
    expect(decodePage(gzipSync(body), 'gzip').equals(body)).toBe(true);
    expect(decodePage(brotliCompressSync(body), 'br').equals(body)).toBe(true);
    expect(decodePage(deflateSync(body), 'deflate').equals(body)).toBe(true);
    expect(decodePage(body, '')).toBe(body);
    expect(() => decodePage(body, 'gzip')).toThrow();
  });
});
