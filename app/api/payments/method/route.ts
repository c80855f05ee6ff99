/**
 * POST /api/payments/method { orderKey | orderId, method }: pays an order that still waits for its
 * money with another method (after a decline): the order keeps its number, its open attempt is
 * voided, and the new method's payment starts on the next "Pay now" (cash on delivery confirms it).
 */
import { findCustomer } from '@/lib/commerce/auth';
import { findPayableOrder, switchPaymentMethod, sweepUnpaidOrdersNow } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { paymentMethodSwitchInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { method, ...target } = parseInput(paymentMethodSwitchInputSchema, await readJsonBody(request));
  await sweepUnpaidOrdersNow(db);
  const customer = 'orderId' in target ? await findCustomer(request, { db, now }) : null;
  return { result: await switchPaymentMethod(db, await findPayableOrder(db, target, customer), method, now) };
});
