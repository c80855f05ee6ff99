/** Subscriptions (spec 02 §3): the subscription, its follow-up charges and cancellation requests. Column conventions: `../schema.ts`. */
import type { Generated } from 'kysely';

/** A customer's subscription (spec 02 §3); dates are calendar days `YYYY-MM-DD`. */
export interface SubscriptionsTable {
  /** `{order number}-{line position}`: one subscription per ordered line. */
  id: string;
  user_id: string;
  order_id: string;
  store_code: string;
  status: string;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax_cents: number;
  currency: string;
  interval_days: number;
  /** Month and year intervals (12 = yearly); null when the interval is `interval_days`. */
  interval_months: Generated<number | null>;
  start_date: string;
  next_order_date: string;
  /** `unlimited`, `end_date` or `deliveries`. */
  term: string;
  end_date: string | null;
  deliveries: number | null;
  deliveries_made: number;
  /** JSON: the order's shipping and billing addresses. */
  addresses: string;
  created_at: string;
  updated_at: string;
}
/** A subscription's follow-up order owed by the saved payment method, and its attempts (migration 0010). */
export interface SubscriptionChargesTable {
  order_id: string;
  subscription_id: string;
  /** `due`, `paid`, `failed`, `closed` (SUBSCRIPTION_CHARGE_STATUS). */
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** What the last attempt answered (`declined`, `no_saved_method`, …). */
  last_result: string | null;
  created_at: string;
  updated_at: string;
}
/** A request of the cancellation form (spec 02 §2, §5). */
export interface SubscriptionCancellationsTable {
  id: string;
  subscription_id: string;
  user_id: string;
  /** `ordinary` or `extraordinary`. */
  kind: string;
  reason: string | null;
  /** The evidence's file name under DATA_DIR (never inside the web root). */
  evidence_file: string | null;
  evidence_type: string | null;
  created_at: string;
}
