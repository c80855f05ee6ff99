/**
 * The request proxy (Next.js 16's name for middleware; always the Node.js runtime): a thin shell
 * over `lib/routing`. Host + prefix → store, aliases → 301, everything else → rewrite to the
 * internal `/{storeCode}/…` tree. See docs/adr/0001-proxy-on-node-runtime.md.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { internalPath, resolveStore, routeRequest } from '@/lib/routing';
import { dispatchCatalogUrl } from '@/lib/routing/catalog-dispatch';
import { CSP_HEADER, NONCE_HEADER } from '@/lib/config/security';
import { environment } from '@/lib/config/environment';
import { browserProviders, checkoutCsp, isCspPage, newNonce } from '@/lib/security/checkout-csp';

/** Per-domain crawler files at the host's root: `/robots.txt`, `/sitemap.xml` and its shards `/sitemap/{n}.xml`. */
const HOST_FILES = /^\/(robots\.txt|sitemap\.xml|sitemap\/[1-9]\d{0,5}\.xml)$/;
/** Each store view's web manifest at its home: `/manifest.webmanifest`, `/de/manifest.webmanifest`. */
const STORE_VIEW_FILES = /^\/manifest\.webmanifest$/;

export async function proxy(request: NextRequest) {
  const { store, path } = resolveStore(request.headers.get('host'), request.nextUrl.pathname);
  if ((store.prefix === null && HOST_FILES.test(path)) || STORE_VIEW_FILES.test(path)) {
    const target = request.nextUrl.clone();
    target.pathname = internalPath(store, path);
    return NextResponse.rewrite(target);
  }
  const decision = await routeRequest(
    { host: request.headers.get('host'), pathname: request.nextUrl.pathname, search: request.nextUrl.search },
    dispatchCatalogUrl,
  );
  if (decision.kind === 'bad-request') {
    return new NextResponse('Bad Request', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (decision.kind === 'redirect') {
    // On the host the browser asked for, whatever address the server itself sees.
    const origin = `${request.nextUrl.protocol}//${request.headers.get('host') ?? request.nextUrl.host}`;
    return NextResponse.redirect(new URL(decision.location, origin), decision.status);
  }
  const target = request.nextUrl.clone();
  target.pathname = decision.path;
  const init = decision.status ? { status: decision.status } : {};
  if (!isCspPage(path)) return NextResponse.rewrite(target, init);
  // A payment page: a fresh nonce for this response only. Next.js reads it from the request's
  // policy and puts it on its scripts; the page renders per request and is never cached (ADR 0013).
  const nonce = newNonce();
  const policy = checkoutCsp(nonce, browserProviders(), { dev: environment().NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set(CSP_HEADER, policy);
  headers.set(NONCE_HEADER, nonce);
  const response = NextResponse.rewrite(target, { ...init, request: { headers } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // Static files, build output, API routes and the service worker never need a store rewrite.
  matcher: ['/((?!api/|_next/|catalog/|icons/|favicon\\.ico|service-worker\\.js).*)'],
};
