/**
 * POST /api/payments/{provider}/webhook: a provider's event. The signature is checked over the raw
 * body (missing or wrong → 401, nothing changed); an event id seen before answers 200 and changes nothing.
 */
import { receiveWebhook } from '@/lib/commerce/payments';
import { ApiError, apiRoute } from '@/lib/http';
import { MAX_REQUEST_BODY_BYTES } from '@/lib/config/commerce';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now, params }) => {
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_REQUEST_BODY_BYTES) throw new ApiError(413, 'requestTooLarge');
  return { result: await receiveWebhook(db, params.provider ?? '', rawBody, request.headers, now) };
});
