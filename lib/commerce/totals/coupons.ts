/**
 * Coupon rules (spec 02 §8, §9): an unknown code is "incorrect"; a known code whose conditions
 * the cart does not meet (minimum goods value, first order only) "could not be redeemed".
 */
import { COUPON_CODE_MAX_LENGTH, DEMO_COUPONS } from '@/lib/config/commerce';

export type CouponRule =
  | { kind: 'percent'; percent: number; minimumGoodsValue?: number; firstOrderOnly?: boolean }
  | { kind: 'fixed'; amount: number; minimumGoodsValue?: number; firstOrderOnly?: boolean }
  | { kind: 'free_shipping'; minimumGoodsValue?: number; firstOrderOnly?: boolean }
  | { kind: 'free_product'; sku: string; minimumGoodsValue?: number; firstOrderOnly?: boolean };

export interface Coupon {
  code: string;
  rule: CouponRule;
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
