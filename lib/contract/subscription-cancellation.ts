/**
 * The cancellation form's payload and answer (spec 02 §2 "cancellation", §5): one subscription at
 * a time, ordinary or extraordinary termination; an extraordinary one names a reason (the evidence
 * file travels beside these fields and is checked on the server). Browser-safe.
 */
import { z } from 'zod';
import { CANCELLATION_DETAILS_MAX_LENGTH, CANCELLATION_KINDS, EXTRAORDINARY_REASONS } from '@/lib/config/subscriptions';

export const cancellationFieldsSchema = z
  .object({
    subscription_id: z.string().trim().min(1).max(64),
    kind: z.enum(CANCELLATION_KINDS),
    reason: z.enum(EXTRAORDINARY_REASONS).optional(),
    details: z.string().trim().max(CANCELLATION_DETAILS_MAX_LENGTH).optional(),
  })
  .superRefine((fields, ctx) => {
    if (fields.kind === 'extraordinary' && !fields.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required for an extraordinary termination' });
  });
export type CancellationFields = z.infer<typeof cancellationFieldsSchema>;

export const cancellationReceiptSchema = z.object({
  id: z.string(),
  subscription_id: z.string(),
  kind: z.enum(CANCELLATION_KINDS),
  created_at: z.string(),
});
export type CancellationReceipt = z.infer<typeof cancellationReceiptSchema>;
