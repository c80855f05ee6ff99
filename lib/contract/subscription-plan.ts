/**
 * What a subscribed cart or order line carries about its subscription (spec 01 §3 "Cart item"
 * subscription options; 02 §3 "Subscription"): the interval and the term, so every place that
 * lists the line can say how often it comes and for how long. Shared with the client.
 */
import { z } from 'zod';
import { SUBSCRIPTION_TERMS } from '@/lib/config/subscriptions';

export const subscriptionPlanSchema = z.object({
  interval_days: z.number().int(),
  /** Month and year intervals (12 = yearly); null for day intervals. */
  interval_months: z.number().int().nullish(),
  term: z.enum(SUBSCRIPTION_TERMS),
  end_date: z.string().nullable(),
  deliveries: z.number().int().nullable(),
});
export type SubscriptionPlanView = z.infer<typeof subscriptionPlanSchema>;
