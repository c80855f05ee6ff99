/**
 * PLUS (spec 01 §1, 02 §6, §9): the membership product, and the membership itself set when an order
 * holding it is paid: `is_plus_member` and `plus_ending_date` one year on (no automatic renewal),
 * and the year's three 5 % codes. It ends again (PLUS off, ending date cleared, the year's unused
 * codes void) when that order's money goes back (refund), or when the order or its membership line
 * is cancelled within the 14-day withdrawal (spec 02 §6, §9), counted from the order. Only the order
 * that started the running membership ends it (`users.plus_order_id`): cancelling another order
 * holding the product (a second one, never paid) leaves the running year alone.
 */
import { ISSUED_CODE_KINDS, PLUS } from '@/lib/config/loyalty';
import type { MembershipProduct } from '@/lib/contract/loyalty';
import { plusEndingDate, plusWithdrawalOpen } from '@/lib/loyalty';
import { PAYMENT_ORDER_STATUS } from '@/lib/config/payments';
import type { DbExecutor, OrderRow, UserRow } from '@/lib/db/schema';
import { listOrderLines } from '../orders/order-repository';
import { findUserById, updateUser } from '../users/user-repository';
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
  await updateUser(trx, order.user_id as string, { is_plus_member: 1, plus_ending_date: ending, plus_order_id: order.id, updated_at: at });
  for (let i = 0; i < PLUS.discountCodesPerYear; i += 1) {
    await insertIssuedCode(trx, order.user_id as string, ISSUED_CODE_KINDS.plus, PLUS_CODE_PREFIX, { kind: 'percent', percent: PLUS.discountPercent, excludeFreight: true }, at, ending);
  }
  return true;
}

/** Statuses of an order whose money arrived: only such an order can have started PLUS. */
const PAID_STATUSES: readonly string[] = [PAYMENT_ORDER_STATUS.processing, PAYMENT_ORDER_STATUS.complete, PAYMENT_ORDER_STATUS.paymentReview, PAYMENT_ORDER_STATUS.closed];

/**
 * The member whose running PLUS this order started, or null. Memberships started before 0019 name
 * no order: then a paid order holding the product counts as the one.
 */
async function memberOfOrder(trx: DbExecutor, order: OrderRow, statusBefore: string): Promise<UserRow | null> {
  if (!(await holdsPlus(trx, order))) return null;
  const user = await findUserById(trx, order.user_id as string);
  if (!user || user.is_plus_member !== 1) return null;
  if (user.plus_order_id !== null) return user.plus_order_id === order.id ? user : null;
  return PAID_STATUSES.includes(statusBefore) ? user : null;
}

/** PLUS off, its ending date cleared, and the year's unused 5 % codes void from now on. */
async function endPlus(trx: DbExecutor, user: UserRow, at: string): Promise<void> {
  await updateUser(trx, user.id, { is_plus_member: 0, plus_ending_date: null, plus_order_id: null, updated_at: at });
  await trx
    .updateTable('issued_codes')
    .set({ valid_until: at })
    .where('owner_id', '=', user.id)
    .where('kind', '=', ISSUED_CODE_KINDS.plus)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', at)]))
    .execute();
}

/** A refunded (withdrawn) membership order ends PLUS at once. */
export async function endPlusOfRefundedOrder(trx: DbExecutor, order: OrderRow, now: Date): Promise<boolean> {
  const user = await memberOfOrder(trx, order, order.status);
  if (!user) return false;
  await endPlus(trx, user, now.toISOString());
  return true;
}

/**
 * The order, or its membership line, was cancelled (inside the cancellation's transaction; the
 * caller knows the membership is among what was cancelled): within the 14-day withdrawal that
 * ends the PLUS the order started. Later the year runs on (no cancellation after the withdrawal).
 * `statusBefore` is the order's status before the cancellation.
 */
export async function endPlusOfCanceledOrder(trx: DbExecutor, order: OrderRow, statusBefore: string, now: Date): Promise<boolean> {
  if (!plusWithdrawalOpen(order.created_at, now, PLUS.withdrawalDays)) return false;
  const user = await memberOfOrder(trx, order, statusBefore);
  if (!user) return false;
  await endPlus(trx, user, now.toISOString());
  return true;
}
