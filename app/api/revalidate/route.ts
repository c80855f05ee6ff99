/**
 * POST /api/revalidate: the importer's and editors' door into the running shop. With the secret
 * from `REVALIDATE_SECRET` (header `x-revalidate-secret`) every cached catalogue page is dropped
 * here and the change is published to every replica (the catalogue generation in the database,
 * ADR 0017); a replica's own loopback request (its process token) drops its pages without
 * publishing again. Without either, 401 and nothing changes.
 *
 * The page cache in front of Next.js is cleared once this answer has been sent (`after()`): Next.js
 * applies the expired tags as the handler's answer goes out, so a page rendered after the clear is
 * the new one, and one rendered before it is refused by the cache (it arrived before the clear).
 */
import { secretMatches } from '@/lib/cms';
import { announceCatalogChange, dropCatalogPages } from '@/lib/catalog/read';
import { REVALIDATE_SECRET_HEADER } from '@/lib/config/cms';
import { PREVIEW_ERRORS } from '@/lib/config/cms-errors';
import { LOCAL_INVALIDATION_HEADER } from '@/lib/config/replicas';
import { isLocalInvalidation } from '@/lib/replicas';
import { environment } from '@/lib/config/environment';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  if (isLocalInvalidation(request.headers.get(LOCAL_INVALIDATION_HEADER))) {
    dropCatalogPages();
    return Response.json({ code: 200, result: { revalidated: true } });
  }
  if (!secretMatches(request.headers.get(REVALIDATE_SECRET_HEADER), environment().REVALIDATE_SECRET)) {
    return Response.json({ code: 401, result: PREVIEW_ERRORS.secret }, { status: 401 });
  }
  const generation = await announceCatalogChange();
  return Response.json({ code: 200, result: { revalidated: true, generation } });
}
