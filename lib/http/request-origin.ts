/**
 * The origin the shopper's browser used (scheme, Host header), for the URLs a payment provider
 * sends the shopper back to. `request.url` may name the server's own listening address instead.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
