/**
 * The Coffee Club's calls (spec 02 §3, §7 "Loyalty", relative to LOYALTY_API_BASE; issue 17):
 * request bodies and queries, and the answers the club's pages read. Pure zod: browser-safe.
 */
import { z } from 'zod';
import { TRANSACTION_TYPE_LIST } from '@/lib/config/loyalty';

export const pointsMapEntrySchema = z.object({ money_amount: z.number().nonnegative(), points_amount: z.number().int().positive() });
export const pointsMapSchema = z.array(pointsMapEntrySchema);
export type PointsMapEntry = z.infer<typeof pointsMapEntrySchema>;

export const userPointsSchema = z.object({
  active_points: z.number().int().nonnegative(),
  pending_points: z.number().int().nonnegative(),
  expired_points: z.number().int().nonnegative(),
  /** Beans held per expiry date, soonest first. */
  expiring: z.array(z.object({ date: z.string(), amount: z.number().int().positive() })),
  is_member: z.boolean(),
  /** The loyalty mails flag (NWL_LOYALTY). */
  mails: z.boolean(),
  is_plus_member: z.boolean(),
  plus_ending_date: z.string().nullable(),
});
export type UserPoints = z.infer<typeof userPointsSchema>;

export const TRANSACTION_STATUSES = ['pending', 'active', 'expired', 'booked'] as const;

export const loyaltyTransactionSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  order_id: z.string().nullable(),
  bonus_source: z.enum(TRANSACTION_TYPE_LIST as [string, ...string[]]),
  bonus_amount: z.number().int(),
  expiration_date: z.string().nullable(),
  created_at: z.string(),
});
export const loyaltyTransactionListSchema = z.array(loyaltyTransactionSchema);
export type LoyaltyTransaction = z.infer<typeof loyaltyTransactionSchema>;

/** PUT subscribe: the sign-up needs the terms and the data protection information accepted (spec 02 §5). */
export const subscribeRequestSchema = z.strictObject({
  accept_terms: z.literal(true),
  accept_data_protection: z.literal(true),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** POST buy_voucher {points}. */
export const buyVoucherRequestSchema = z.strictObject({ points: z.number().int().positive().max(10_000_000) });
export type BuyVoucherRequest = z.infer<typeof buyVoucherRequestSchema>;

/** GET multiplier?product_id= */
export const multiplierQuerySchema = z.object({ product_id: z.coerce.number().int().positive() });
/** GET totalCartPoints?quote_id= (the cart token). */
export const cartPointsQuerySchema = z.object({ quote_id: z.string().trim().min(1).max(128) });

/** GET getMembershipProduct: the PLUS membership product (spec 02 §6, §9). */
export const membershipProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  price: z.number(),
  price_per_month: z.number(),
  months: z.number().int(),
  withdrawal_days: z.number().int(),
  discount_codes_per_year: z.number().int(),
  discount_percent: z.number(),
});
export type MembershipProduct = z.infer<typeof membershipProductSchema>;

/** The referral page (spec 02 §3 "Referral code"): codes with their used flag. */
export const referralCodeSchema = z.object({ code: z.string(), used: z.boolean(), created_at: z.string() });
export const referralListSchema = z.object({ available: z.boolean(), codes: z.array(referralCodeSchema), max: z.number().int() });
export type ReferralList = z.infer<typeof referralListSchema>;
