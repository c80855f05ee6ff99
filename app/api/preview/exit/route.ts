/** GET /api/preview/exit: ends the editors' preview (draft mode off) and returns to the store's home. */
import { draftMode } from 'next/headers';
import { resolveApiStore, storePath } from '@/lib/routing';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const store = resolveApiStore(request);
  return new Response(null, { status: 307, headers: { 'cache-control': 'private, no-store', location: storePath(store, '/') } });
}
