/**
 * GET /api/preview?secret=…&slug=…: the editors' preview. With the secret from `PREVIEW_SECRET`
 * it turns on Next.js draft mode and opens the CMS page; any other request answers 401 and turns
 * nothing on. Never cached.
 */
import { draftMode } from 'next/headers';
import { CMS_IDENTIFIER_PATTERN } from '@/lib/config/cms';
import { PREVIEW_ERRORS } from '@/lib/config/cms-errors';
import { secretMatches } from '@/lib/cms';
import { resolveApiStore, storePath } from '@/lib/routing';
import { environment } from '@/lib/config/environment';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'private, no-store' };

function refuse(status: number, message: string): Response {
  return Response.json({ code: status, result: message }, { status, headers: NO_STORE });
}

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!secretMatches(url.searchParams.get('secret'), environment().PREVIEW_SECRET)) return refuse(401, PREVIEW_ERRORS.secret);
  const slug = url.searchParams.get('slug') ?? '';
  if (!CMS_IDENTIFIER_PATTERN.test(slug)) return refuse(400, PREVIEW_ERRORS.slug);
  (await draftMode()).enable();
  const store = resolveApiStore(request);
  return new Response(null, { status: 307, headers: { ...NO_STORE, location: storePath(store, `/i/${slug}`) } });
}
