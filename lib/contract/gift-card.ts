/**
 * The customer's gift cards and vouchers (spec 02 §3 "Gift cards / vouchers", §7 "GET gift cards
 * and coupons endpoint"), shared by GET /api/ext/giftcard/list and the vouchers-and-discounts page.
 * Pure zod: safe to import in the browser.
 */
import { z } from 'zod';

export const GIFT_CARD_KINDS = ['giftcard', 'free_product', 'email', 'letter', 'coffee_club_giftcard'] as const;

export const giftCardSchema = z.object({
  code: z.string().min(1),
  kind: z.enum(GIFT_CARD_KINDS),
  giftcard_data: z.object({ type: z.string() }),
  total_value: z.number().nonnegative(),
  remaining_balance: z.number().nonnegative(),
  /** ISO dates; null when the code has no such limit. */
  from_date: z.string().nullable(),
  valid_until: z.string().nullable(),
  redeemed: z.boolean(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const giftCardListSchema = z.object({ active: z.array(giftCardSchema), inactive: z.array(giftCardSchema) });
export type GiftCardList = z.infer<typeof giftCardListSchema>;
