/** POST /api/payments/complete { reference }: Amazon Pay's completion after the shopper reviewed the order (spec 01 §7 "Amazon Pay … complete"). */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { completeTestPayment } from '@/lib/commerce/payments';
import { paymentCompleteInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { reference } = parseInput(paymentCompleteInputSchema, await readJsonBody(request));
  return { result: await completeTestPayment(db, reference, now) };
});
