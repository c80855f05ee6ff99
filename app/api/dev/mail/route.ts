/** GET /api/dev/mail[?recipient=]: the outbox, rendered (development only; 404 in production). */
import { devMailEnabled, listOutbox } from '@/lib/commerce/mail';
import { ApiError, apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db }) => {
  if (!devMailEnabled()) throw new ApiError(404, 'notFound');
  const recipient = new URL(request.url).searchParams.get('recipient') ?? undefined;
  return { result: await listOutbox(db, recipient) };
});
