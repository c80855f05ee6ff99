/**
 * POST /api/revalidate: the importer's door into the running server. With the secret from
 * `REVALIDATE_SECRET` (header `x-revalidate-secret`) every cached catalogue page is dropped, so
 * the next visit renders from the new catalogue; without it, 401 and nothing changes.
 */
import { invalidateCatalogPages, secretMatches } from '@/lib/cms';
import { REVALIDATE_SECRET_ENV, REVALIDATE_SECRET_HEADER } from '@/lib/config/cms';
import { PREVIEW_ERRORS } from '@/lib/config/cms-errors';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  if (!secretMatches(request.headers.get(REVALIDATE_SECRET_HEADER), process.env[REVALIDATE_SECRET_ENV])) {
    return Response.json({ code: 401, result: PREVIEW_ERRORS.secret }, { status: 401 });
  }
  invalidateCatalogPages();
  return Response.json({ code: 200, result: { revalidated: true } });
}
