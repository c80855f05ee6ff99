/** POST /api/order/tracking { orderNumber, verifier }: an order's status for its number and e-mail or postcode; null for any wrong pair (issue 18). */
import { trackOrder } from '@/lib/commerce/service';
import { apiRoute, clientAddress, parseInput, readJsonBody } from '@/lib/http';
import { orderTrackingQuerySchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const input = parseInput(orderTrackingQuerySchema, await readJsonBody(request));
  return { result: await trackOrder(db, input, clientAddress(request), now) };
});
