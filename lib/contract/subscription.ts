/**
 * The subscription calls (spec 02 §3 "Subscription", §4 actions, §5): the path parameters, the
 * edit form's payload and the subscription as the account screens read it. Shared with the client.
 * The edit payload is typed loosely on purpose: the rules (minimum quantity, intervals, dates)
 * answer with the spec's own texts from the state machine, not with a schema's field error.
 */
import { z } from 'zod';
import { SUBSCRIPTION_ACTIONS, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TERMS } from '@/lib/config/subscriptions';
import { addressSchema } from './address';

const subscriptionId = z.string().trim().min(1).max(64);

export const subscriptionIdParamsSchema = z.object({ id: subscriptionId });
export const subscriptionActionParamsSchema = z.object({ id: subscriptionId, action: z.enum(SUBSCRIPTION_ACTIONS) });

export const subscriptionEditInputSchema = z.strictObject({
  interval_days: z.number(),
  /** A month interval (12 = yearly); absent or null for a day interval. */
  interval_months: z.number().nullish(),
  qty: z.number(),
  next_order_date: z.string().max(32),
  term: z.enum(SUBSCRIPTION_TERMS),
  end_date: z.string().max(32).nullish(),
  deliveries: z.number().nullish(),
  /** The `version` of the copy the form was filled from: a newer one on the server refuses the edit ("outdated"). */
  version: z.string().max(40).optional(),
});
export type SubscriptionEditInput = z.infer<typeof subscriptionEditInputSchema>;

export const subscriptionViewSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  interval_days: z.number().int(),
  /** Month and year intervals (12 = yearly); null for day intervals. */
  interval_months: z.number().int().nullish(),
  start_date: z.string(),
  next_order_date: z.string(),
  term: z.enum(SUBSCRIPTION_TERMS),
  end_date: z.string().nullable(),
  deliveries: z.number().int().nullable(),
  deliveries_made: z.number().int(),
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  currency: z.string(),
  beans_per_delivery: z.number().int(),
  order_id: z.string(),
  addresses: z.object({ shipping: addressSchema, billing: addressSchema }),
  /** What the customer may do now (spec 02 §4, docs/adr/0007-subscriptions.md). */
  actions: z.array(z.enum(SUBSCRIPTION_ACTIONS)),
  /** Spec 02 §8: the schedule has lapsed and only Edit can fix it. */
  outdated: z.boolean(),
  /** Changes whenever the server's copy changes (the customer's actions, the follow-up orders). */
  version: z.string().optional(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
export const subscriptionListSchema = z.array(subscriptionViewSchema);
