/**
 * The headers a browser needs on every response (issue 36 §7), set by server.ts around everything
 * else, the page cache's answers included: no MIME sniffing, a referrer policy, no framing, the
 * Permissions-Policy, HSTS over TLS; and the server's internal headers (Next.js's rewrite target,
 * render and cache states) taken off. Each page's Content-Security-Policy is set where its HTML is
 * known (lib/html-delivery, or the proxy for the payment pages).
 */
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import {
  BROWSER_PROTECTION_HEADERS,
  HSTS_HEADER,
  INTERNAL_RESPONSE_HEADERS,
  PERMISSIONS_POLICY_HEADER,
} from '@/lib/config/security';
import { TRUST_NO_PROXY_VALUES } from '@/lib/config/client-address';
import { environment, type EnvironmentSource } from '@/lib/config/environment';
import { browserProviders, permissionsPolicy } from './checkout-csp';

type Env = EnvironmentSource;

/** `HSTS_MAX_AGE` as seconds (0: off); anything but a whole number is refused at start. */
export function hstsMaxAge(env?: Env): number {
  return environment(env).HSTS_MAX_AGE;
}

/** Whether the browser reached us over TLS: our own socket, or a proxy we trust saying so. */
export function cameOverTls(request: IncomingMessage, env?: Env): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  const trusted = !(TRUST_NO_PROXY_VALUES as readonly string[]).includes((environment(env).TRUST_PROXY ?? '').toLowerCase());
  const proto = String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase();
  return trusted && proto === 'https';
}

/** The headers every response gets, for this request. */
export function protectionHeaders(request: IncomingMessage, env?: Env): Record<string, string> {
  const headers: Record<string, string> = { ...BROWSER_PROTECTION_HEADERS, [PERMISSIONS_POLICY_HEADER]: permissionsPolicy(browserProviders(env), env) };
  const maxAge = hstsMaxAge(env);
  if (maxAge > 0 && cameOverTls(request, env)) headers[HSTS_HEADER] = `max-age=${maxAge}; includeSubDomains`;
  return headers;
}

export function isInternalHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return INTERNAL_RESPONSE_HEADERS.some((pattern) => pattern.test(lower));
}

/** server.ts's outermost layer: the protection headers on, the internal ones off, whoever writes the response. */
export function withBrowserProtection(handle: RequestListener, env?: Env): RequestListener {
  hstsMaxAge(env);
  return (request, response) => {
    const protection = protectionHeaders(request, env);
    const { writeHead } = response;
    response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined;
      const given = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | readonly unknown[] | undefined;
      if (Array.isArray(given)) {
        for (let i = 0; i + 1 < given.length; i += 2) this.setHeader(String(given[i]), given[i + 1] as string);
      } else if (given) {
        for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) if (value !== undefined) this.setHeader(name, value);
      }
      for (const name of this.getHeaderNames()) if (isInternalHeader(name) || name === HSTS_HEADER) this.removeHeader(name);
      for (const [name, value] of Object.entries(protection)) this.setHeader(name, value);
      const original = writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
      return statusMessage === undefined ? original.call(this, statusCode) : original.call(this, statusCode, statusMessage);
    } as ServerResponse['writeHead'];
    return handle(request, response);
  };
}
