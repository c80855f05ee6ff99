/**
 * Catalogue search (spec 01 §7): `POST /api/catalog` with the request as JSON body, or
 * `GET /api/catalog?request=<url-encoded JSON>` so the service worker can cache answers.
 * The store comes from `storeCode` (or the body's `store`) checked against the host.
 */
import { answerCatalogRequest, CatalogTimeoutError, catalogRequestSchema } from '@/lib/catalog/search';
import { resolveApiStore } from '@/lib/routing';
import { CATALOG_API_ERRORS } from '@/lib/config/search';
import { errorText, logger } from '@/lib/logging/logger';

export const runtime = 'nodejs';

const HTTP_OK = 200;
const HTTP_BAD_REQUEST = 400;
const HTTP_UNAVAILABLE = 503;
const HTTP_GATEWAY_TIMEOUT = 504;

function reply(code: number, result: unknown): Response {
  return Response.json({ code, result }, { status: code });
}

/** The request with the body's `store` as its storeCode, unless the URL already names one. */
function withStoreCode(request: Request, store: string | undefined): Request {
  const url = new URL(request.url);
  if (!store || url.searchParams.has('storeCode')) return request;
  url.searchParams.set('storeCode', store);
  return new Request(url, { headers: request.headers });
}

async function answer(request: Request, body: unknown): Promise<Response> {
  const parsed = catalogRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return reply(HTTP_BAD_REQUEST, `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  const store = resolveApiStore(withStoreCode(request, parsed.data.request.store));
  try {
    return reply(HTTP_OK, await answerCatalogRequest(store.catalogIndex, parsed.data));
  } catch (error) {
    if (error instanceof CatalogTimeoutError) return reply(HTTP_GATEWAY_TIMEOUT, error.message);
    logger().error('catalogue request failed', { error: errorText(error) });
    return reply(HTTP_UNAVAILABLE, CATALOG_API_ERRORS.unavailable);
  }
}

export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return reply(HTTP_BAD_REQUEST, CATALOG_API_ERRORS.bodyNotJson);
  }
  return answer(request, body);
}

export async function GET(request: Request): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('request');
  if (raw === null) return reply(HTTP_BAD_REQUEST, CATALOG_API_ERRORS.requestMissing);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return reply(HTTP_BAD_REQUEST, CATALOG_API_ERRORS.requestNotJson);
  }
  return answer(request, body);
}
