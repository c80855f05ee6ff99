/** The vouchers-and-discounts page's call (spec 02 §7 vouchersAndDiscounts, "GET gift cards and coupons endpoint"). */
import type { Task } from '../task';

export function giftCardListTask(): Task {
  return { path: '/api/ext/giftcard/list', method: 'GET', silent: true };
}
