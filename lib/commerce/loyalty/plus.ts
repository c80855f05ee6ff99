/**
 * PLUS (spec 01 §1, 02 §6, §9): the membership product, and the membership itself set when an order
 * holding it is paid: `is_plus_member` and `plus_ending_date` one year on (no automatic renewal),
 * and the year's three 5 % codes. A withdrawal (refund) ends it again.
 */
import { ISSUED_CODE_KINDS, PLUS } from '@/lib/config/loyalty';
import type { MembershipProduct } from '@/lib/contract/loyalty';
import { plusEndingDate } from '@/lib/loyalty';
import type { DbExecutor, OrderRow } from '../db/schema';
import { listOrderLines } from '../orders/order-repository';
import { updateUser } from '../users/user-repository';
import { insertIssuedCode } from './issued-codes';

const PLUS_CODE_PREFIX = 'PLUS-';

export function membershipProduct(name: string): MembershipProduct {
  return {
    sku: PLUS.sku,
    name,
    price: PLUS.price,
    price_per_month: PLUS.pricePerMonth,
    months: PLUS.months,
    withdrawal_days: PLUS.withdrawalDays,
    discount_codes_per_year: PLUS.discountCodesPerYear,
    discount_percent: PLUS.discountPercent,
  };
}

async function holdsPlus(trx: DbExecutor, order: OrderRow): Promise<boolean> {
  return order.user_id !== null && (await listOrderLines(trx, [order.id])).some((line) => line.sku === PLUS.sku);
}

/** Inside the payment's transaction: a paid order holding the membership product starts PLUS for its customer. */
export async function startPlusOfPaidOrder(trx: DbExecutor, order: OrderRow, now: Date): Promise<boolean> {
  if (!(await holdsPlus(trx, order))) return false;
  const at = now.toISOString();
  const ending = plusEndingDate(now, PLUS.months).toISOString();
  await updateUser(trx, order.user_id as string, { is_plus_member: 1, plus_ending_date: ending, updated_at: at });
  for (let i = 0; i < PLUS.discountCodesPerYear; i += 1) {
    await insertIssuedCode(trx, order.user_id as string, ISSUED_CODE_KINDS.plus, PLUS_CODE_PREFIX, { kind: 'percent', percent: PLUS.discountPercent, excludeFreight: true }, at, ending);
  }
  return true;
}

/** A refunded (withdrawn) membership order ends PLUS at once. */
export async function endPlusOfRefundedOrder(trx: DbExecutor, order: OrderRow, now: Date): Promise<boolean> {
  if (!(await holdsPlus(trx, order))) return false;
  await updateUser(trx, order.user_id as string, { is_plus_member: 0, plus_ending_date: null, updated_at: now.toISOString() });
  return true;
}
