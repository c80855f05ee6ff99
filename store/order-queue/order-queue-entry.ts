/** A locally queued order (spec 01 §3 "Order (local queue entry)"). */
import { z } from 'zod';
import { orderPayloadInputSchema } from '@/lib/contract/order';

export const orderQueueEntrySchema = z.object({
  /** Millisecond timestamp plus a random id; also the order's Idempotency-Key. */
  order_id: z.string().min(1),
  created_at: z.number(),
  updated_at: z.number(),
  transmited: z.boolean(),
  transmited_at: z.number().nullable(),
  /** Why the queue gave the order up (spec 01 §8), or null while it is live. */
  cancelled: z.enum(['stock', 'address']).nullable(),
  payload: orderPayloadInputSchema,
});
export type OrderQueueEntry = z.infer<typeof orderQueueEntrySchema>;
export type OrderCancelReason = NonNullable<OrderQueueEntry['cancelled']>;
