/**
 * Coupon rules (spec 02 §8, §9): an unknown code is "incorrect"; a known code whose conditions
 * the cart does not meet (minimum goods value, first order only) "could not be redeemed".
 */
import { COUPON_CODE_MAX_LENGTH, DEMO_COUPONS } from '@/lib/config/commerce';
import type { Limit } from '../limits';

/**
 * What every rule may also say (issue 17): `excludeFreight` — the discount leaves freight goods out
 * (the PLUS 5 % codes, spec 02 §6); `notCombinable` — the code stands alone, no gift card or voucher
 * on the same cart (the referral code, spec 02 §9 "not combinable").
 */
interface RuleConditions {
  minimumGoodsValue?: number;
  firstOrderOnly?: boolean;
  excludeFreight?: boolean;
  notCombinable?: boolean;
}

export type CouponRule =
  | ({ kind: 'percent'; percent: number } & RuleConditions)
  | ({ kind: 'fixed'; amount: number } & RuleConditions)
  | ({ kind: 'free_shipping' } & RuleConditions)
  | ({ kind: 'free_product'; sku: string } & RuleConditions);

export interface Coupon {
  code: string;
  rule: CouponRule;
  /** A single-use code the shop issued to one customer (lib/commerce/loyalty/issued-codes.ts). */
  issued?: boolean;
}

const rules: Record<string, CouponRule> = DEMO_COUPONS;

export function findCoupon(code: string): Coupon | null {
  const normalised = code.trim().toUpperCase();
  if (normalised.length === 0 || normalised.length > COUPON_CODE_MAX_LENGTH) return null;
  const rule = rules[normalised];
  return rule ? { code: normalised, rule } : null;
}

export interface RedemptionContext {
  goodsValue: number;
  /** Whether the caller is a registered customer without any order yet. */
  firstOrder: boolean;
}

export function isRedeemable({ rule }: Coupon, context: RedemptionContext): boolean {
  if (rule.firstOrderOnly && !context.firstOrder) return false;
  return rule.minimumGoodsValue === undefined || context.goodsValue >= rule.minimumGoodsValue;
}

/**
 * A first-order-only coupon is used at most once per e-mail address. The use is counted by
 * `consumeLimit` inside the order's transaction (issue 14), so two orders sent at once cannot
 * both carry it; null for coupons without a per-customer limit.
 */
export function couponUseLimit({ code, rule }: Coupon, email: string): Limit | null {
  return rule.firstOrderOnly ? { key: `coupon:${code}:email:${email.toLowerCase()}`, max: 1 } : null;
}

/** Whether a coupon and a gift card or voucher may sit on one cart: not when the coupon stands alone (a referral code). */
export function combinableWithGiftCard(coupon: Coupon | null, giftCard: unknown): boolean {
  return !(coupon?.rule.notCombinable && giftCard);
}
