/**
 * Subscriptions (spec 02 §3 "Subscription", §4, §5, §6, §9): intervals, statuses, actions, terms
 * and the customer-facing routes. Plain values, safe in a client bundle.
 */

/** Spec 02 §9: subscription intervals in days (every 2, 3, 4, 6, 8 weeks). */
export const SUBSCRIPTION_INTERVAL_DAYS = [14, 21, 28, 42, 56] as const;
export type SubscriptionIntervalDays = (typeof SUBSCRIPTION_INTERVAL_DAYS)[number];
export const DAYS_PER_WEEK = 7;

/**
 * Spec 02 §3 "every N weeks/months/years": the month intervals, in calendar months (12 = every
 * year). The spec names no numbers for them; these are the shop's choice (docs/adr/0010-jobs.md).
 */
export const SUBSCRIPTION_INTERVAL_MONTHS = [1, 2, 3, 6, 12] as const;
export type SubscriptionIntervalMonths = (typeof SUBSCRIPTION_INTERVAL_MONTHS)[number];
export const MONTHS_PER_YEAR = 12;
/**
 * An interval as one word, for a select's value and a product's billing-period choice: a day
 * interval is its day count (`28`), a month interval its months with this suffix (`3m`, `12m`).
 */
export const MONTH_INTERVAL_SUFFIX = 'm';
/** A month interval keeps this many days per month in `interval_days` (a column every row fills), for sorting only: its dates follow the calendar. */
export const NOMINAL_DAYS_PER_MONTH = 30;

/** Spec 02 §4: every status a subscription can have. */
export const SUBSCRIPTION_STATUSES = ['unknown', 'pending', 'active', 'paused', 'expired', 'cancelled', 'suspended', 'failed', 'complete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Spec 02 §4: what a customer can do with a subscription ("skip" is "skip next cycle", "cancel" is "cancel immediately"). */
export const SUBSCRIPTION_ACTIONS = ['pause', 'reactivate', 'skip', 'edit', 'cancel', 'renew'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** Spec 02 §3: unlimited, end by date, end by number of deliveries. */
export const SUBSCRIPTION_TERMS = ['unlimited', 'end_date', 'deliveries'] as const;
export type SubscriptionTerm = (typeof SUBSCRIPTION_TERMS)[number];

/** Spec 02 §5: the smallest quantity per delivery ("The minimum quantity is 1"). */
export const SUBSCRIPTION_MIN_QTY = 1;
/** The most deliveries a term "end by number of deliveries" may name. */
export const SUBSCRIPTION_MAX_DELIVERIES = 100;

/** Spec 06: "Must log in to order a subscription (currently only PayPal or credit card)". */
export const SUBSCRIPTION_PAYMENT_METHODS: readonly string[] = ['card', 'paypal'];

/** Spec 02 §9: coffee earns 3 beans per euro; a subscription is a coffee delivery. */
export const SUBSCRIPTION_BEANS_PER_EURO = 3;

/** Spec 01 §3 "Cart item": the product's custom option holding the billing period choices (days). */
export const BILLING_PERIOD_OPTION_TITLE = 'billing_period';

export const SUBSCRIPTIONS_ROUTE = '/customer/subscriptions';

/** The details page of one subscription: `/customer/subscriptions/{id}`. */
export function subscriptionDetailsRoute(id: string): string {
  return `${SUBSCRIPTIONS_ROUTE}/${encodeURIComponent(id)}`;
}

/** Mail templates of the subscription jobs and forms (rendered from the mail outbox). */
export const SUBSCRIPTION_MAIL_TEMPLATES = {
  reminder: 'subscription_delivery_reminder',
  outOfStock: 'subscription_out_of_stock',
  cancellation: 'subscription_cancellation_confirmation',
  paymentFailed: 'subscription_payment_failed',
} as const;

/**
 * A follow-up order paid by card or PayPal is charged with the saved method when its cycle places
 * it; when that fails it is tried again after each of these waits in hours (doubling backoff: one,
 * two, four days). When the last retry fails too, the order is cancelled (stock back), the
 * subscription is `suspended` and the customer gets a mail (issue 16 "payment failure → retried on
 * a schedule, then suspended with a mail"; the spec names no numbers).
 */
export const SUBSCRIPTION_PAYMENT_RETRY_HOURS = [24, 48, 96] as const;

/** Where a follow-up order's charge stands (`subscription_charges.status`). */
export const SUBSCRIPTION_CHARGE_STATUS = { due: 'due', paid: 'paid', failed: 'failed', closed: 'closed' } as const;

/** Spec 02 §2: the cancellation form (alias `/abo-kuendigen`). */
export const CANCELLATION_ROUTE = '/cancel-subscription';
/** Ordinary termination, or extraordinary (for cause: needs a reason and evidence, spec 02 §5). */
export const CANCELLATION_KINDS = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];
/** The causes an extraordinary termination may name. */
export const EXTRAORDINARY_REASONS = ['relocation_abroad', 'death', 'illness', 'price_increase', 'other'] as const;
export type ExtraordinaryReason = (typeof EXTRAORDINARY_REASONS)[number];
/** Longest explanation the form takes. */
export const CANCELLATION_DETAILS_MAX_LENGTH = 2000;
/** Evidence: a PDF, JPEG or PNG of at most 5 MB, checked by its first bytes, not its name. */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type EvidenceType = keyof typeof EVIDENCE_TYPES;
/** The evidence folder inside DATA_DIR (outside the web root, never served). */
export const EVIDENCE_DIR_NAME = 'cancellation-evidence';
/** The form's API route (multipart/form-data: subscription_id, kind, reason, details, evidence). */
export const CANCELLATION_API_PATH = '/api/user/subscription-cancellation';

/** The detail page reads the server's copy again this often (and when shown again) to tell a changed one (spec 02 §8). */
export const SUBSCRIPTION_RECHECK_MS = 60_000;
