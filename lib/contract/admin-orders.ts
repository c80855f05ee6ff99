/**
 * Operator calls on orders (issue 17), browser-safe: `POST /api/admin/orders/{orderId}/cancel-items`
 * cancels part of an order (some lines, or some of a line's quantity). A line is named by its id,
 * or by its sku when the order holds that sku once.
 */
import { z } from 'zod';
import { CANCEL_ITEMS_MAX_LINES, CANCEL_ITEMS_MAX_QTY } from '@/lib/config/commerce';

export const adminOrderParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64) });

const qty = z.number().int().positive().max(CANCEL_ITEMS_MAX_QTY);
export const cancelItemSchema = z.union([
  z.object({ line_id: z.string().trim().min(1).max(100), qty }).strict(),
  z.object({ sku: z.string().trim().min(1).max(64), qty }).strict(),
]);
export const cancelItemsInputSchema = z.object({ items: z.array(cancelItemSchema).min(1).max(CANCEL_ITEMS_MAX_LINES) });
export type CancelItemsInput = z.infer<typeof cancelItemsInputSchema>;

export const cancelItemsAnswerSchema = z.object({
  orderStatus: z.string(),
  lines: z.array(z.object({ line_id: z.string(), sku: z.string(), qty: z.number(), qty_canceled: z.number() })),
  /** The beans taken back: `order_refund_from_pending` within the 28 days, `order_refund` after; null when the order earned none. */
  beans: z.object({ type: z.string(), amount: z.number() }).nullable(),
});
export type CancelItemsAnswer = z.infer<typeof cancelItemsAnswerSchema>;
