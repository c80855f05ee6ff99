/** POST {loyalty base}/buy_voucher {points} (spec 02 §5, §7): spends active beans on a voucher valid 2 years. */
import { requireCustomer } from '@/lib/commerce/auth';
import { buyVoucher } from '@/lib/commerce/loyalty';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { buyVoucherRequestSchema } from '@/lib/contract/loyalty';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  const body = await readJsonBody(request);
  const customer = await requireCustomer(request, context);
  const { points } = parseInput(buyVoucherRequestSchema, body);
  return { result: await buyVoucher(context.db, customer, points, context.now) };
});
