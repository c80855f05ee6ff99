/** POST {loyalty base}/buy_voucher {points} (spec 02 §5, §7): spends active beans on a voucher valid 2 years. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { requireCustomer } from '@/lib/commerce/auth/current-customer';
import { parseInput, readJsonBody } from '@/lib/commerce/http/parse-input';
import { buyVoucher } from '@/lib/commerce/loyalty';
import { buyVoucherRequestSchema } from '@/lib/contract/loyalty';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const body = await readJsonBody(request);
  const customer = await requireCustomer(request, context);
  const { points } = parseInput(buyVoucherRequestSchema, body);
  return { result: await buyVoucher(context.db, customer, points, context.now) };
});
