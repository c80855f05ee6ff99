/**
 * The commerce database's tables as Kysely sees them. Portable column types only, so SQLite and
 * PostgreSQL share one code path: ids and timestamps are text (ISO 8601 sorts as text), flags are
 * integers 0/1, money is integer cents, structured values are JSON text.
 */
import type { Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  group_id: number;
  /** JSON: `[{ attribute_code, value }]` (spec 02 §3). */
  custom_attributes: string;
  is_plus_member: number;
  plus_ending_date: string | null;
  /** The order whose payment started the running PLUS membership (its withdrawal ends PLUS); null before 0019 or without PLUS. */
  plus_order_id: Generated<string | null>;
  /** YYYY-MM-DD, set once (spec 02 §4 "Age verification"). */
  birth_date: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every rotation of one login shares a family; reuse of a spent token revokes the family. */
  family_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LimitCountersTable {
  /** The limited subject, e.g. `login:account:{email}` or `login:ip:{address}`. */
  key: string;
  /** Hits consumed in the current window. */
  hits: number;
  /** ISO time the current window ends; the next hit after it starts a new window. */
  window_ends_at: string;
}

export interface CartsTable {
  id: string;
  /** The cart token the client holds (`cartId`); random, unguessable. */
  token: string;
  user_id: string | null;
  store_code: string;
  coupon_code: string | null;
  shipping_country: string;
  /** The gift card or voucher applied to the cart (issue 17). */
  gift_card_code: Generated<string | null>;
  shipping_method: string | null;
  payment_method: string | null;
  /** JSON: the last `addressInformation` set on the cart. */
  address_information: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface CartLinesTable {
  id: string;
  cart_id: string;
  sku: string;
  parent_sku: string | null;
  qty: number;
  product_type: string | null;
  /** JSON: `product_option` with extension attributes. */
  product_option: string | null;
  /** Identity of the chosen options, for item matching. */
  checksum: string;
  is_subscription: number;
  is_free_product: number;
  /** The line's place in the cart, in the order lines were added. */
  position: Generated<number>;
  created_at: string;
}

export interface OrdersTable {
  id: string;
  increment_id: string;
  user_id: string | null;
  store_code: string;
  email: string;
  status: string;
  payment_method: string;
  shipping_method: string;
  /** JSON: billing and shipping addresses. */
  addresses: string;
  /** JSON: the server-computed totals. */
  totals: string;
  grand_total_cents: number;
  currency: string;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax_cents: number;
  row_total_incl_tax_cents: number;
  /** 19 % is 1900. */
  tax_rate_basis_points: number;
  product_option: string | null;
  /** Quantity an operator cancelled since (partial cancellation). */
  qty_canceled: Generated<number>;
  /** Beans the line earned when the order was placed (its share of the order's earning). */
  beans: Generated<number>;
}

export interface OrderIdempotencyKeysTable {
  idempotency_key: string;
  order_id: string;
  /** Hash of the order payload, so the same key with another payload is told apart. */
  payload_hash: string;
  created_at: string;
}

export interface StockTable {
  sku: string;
  product_id: number;
  qty: number;
  manage_stock: number;
  /** 0 = no backorders; above 0 = the quantity may go below zero. */
  backorders: number;
  is_in_stock: number;
  updated_at: string;
}

export interface WishlistItemsTable {
  id: string;
  user_id: string;
  sku: string;
  product_id: number | null;
  qty: number;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  store_code: string;
  status: string;
  confirmation_token_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
}

/** How a customer agrees to be contacted (spec 02 §2); flags 0/1. */
export interface ContactPreferencesTable {
  user_id: string;
  by_email: number;
  by_postal: number;
  by_whatsapp: number;
  updated_at: string;
}

/** One address of a customer's address book (spec 02 §3); at most one default of each kind per customer. */
export interface CustomerAddressesTable {
  id: string;
  user_id: string;
  /** The order the customer's list shows. */
  position: number;
  type: string;
  firstname: string;
  lastname: string;
  company: string | null;
  vat_id: string | null;
  street: string | null;
  house_number: string | null;
  address_suffix: string | null;
  dhl_post_number: string | null;
  packstation_number: string | null;
  postcode: string;
  city: string;
  country_id: string;
  region: string | null;
  region_id: number | null;
  telephone: string | null;
  default_billing: number;
  default_shipping: number;
  created_at: string;
  updated_at: string;
}

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

export interface MailOutboxTable {
  id: string;
  recipient: string;
  template: string;
  locale: string;
  /** JSON: the template's variables. */
  payload: string;
  created_at: string;
  sent_at: string | null;
  /** The store the mail speaks for (its name, address and links); null: the store of its locale. */
  store_code: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  /** The delivery worker holding the row, until `claimed_until`. */
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  /** Set when the last attempt failed: the row is not tried again. */
  failed_at: string | null;
}

export interface ContactRequestsTable {
  id: string;
  store_code: string;
  topic: string;
  name: string;
  email: string;
  order_number: string | null;
  message: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_base64: string | null;
  created_at: string;
}

export interface StockAlertsTable {
  id: string;
  email: string;
  sku: string;
  store_code: string;
  created_at: string;
  notified_at: string | null;
}

export interface CoffeeCornersTable {
  user_id: string;
  /** JSON: the preferences of spec 02 §3. */
  preferences: string;
  acknowledged_at: string;
  updated_at: string;
}

export interface RecentlyViewedTable {
  user_id: string;
  sku: string;
  viewed_at: string;
}

/** The embedded engine's job queue (lib/jobs). */
export interface JobsTable {
  id: string;
  name: string;
  key: string | null;
  /** JSON. */
  payload: string;
  /** `queued`, `running`, `done`, `dead`. */
  status: string;
  run_at: string;
  attempts: number;
  max_attempts: number;
  lease_until: string | null;
  locked_by: string | null;
  last_error: string | null;
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

/** An effect that happens once: its key is claimed in the effect's own transaction. */
export interface JobKeysTable {
  key: string;
  result: string | null;
  created_at: string;
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

export interface ReviewsTable {
  id: string;
  store_code: string;
  user_id: string | null;
  product_id: number;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  status: string;
  created_at: string;
}

/** One payment per order (issue 15): the provider's reference and where the attempt stands; never card data. */
export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  method: string;
  status: string;
  amount_cents: number;
  currency: string;
  /** The provider's id of the payment (PaymentIntent, transaction, checkout session). */
  reference: string;
  /** The provider's first name of the payment, kept when it renamed it on completion (Amazon Pay's checkout session). */
  session_reference: string | null;
  decline_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A provider event already applied: the key (provider, event_id) makes a redelivery a no-op. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  reference: string;
  kind: string;
  occurred_at: string;
  received_at: string;
}

/** A refund of an order's captured money (ADR 0018): several per order, each named by its Idempotency-Key. */
export interface PaymentRefundsTable {
  id: string;
  order_id: string;
  payment_id: string;
  idempotency_key: string;
  amount_cents: number;
  /** The part of the refund that paid for goods (not shipping). */
  goods_share_cents: number;
  currency: string;
  /** pending while the provider is asked, then succeeded. */
  status: string;
  created_at: string;
  updated_at: string;
}

/** The payment method a customer saved at a provider (card, PayPal vault), for subscription orders. */
export interface SavedPaymentMethodsTable {
  user_id: string;
  provider: string;
  customer_reference: string;
  token: string;
  label: string;
  updated_at: string;
}

/** One counter per cache every replica keeps (issue 21): raised by each catalogue import or publish. */
export interface CacheGenerationsTable {
  name: string;
  generation: number;
  changed_at: string;
}

/** One entry of the append-only beans ledger (spec 02 §3 "Loyalty transaction"). */
export interface LoyaltyTransactionsTable {
  id: string;
  customer_id: string;
  type: string;
  /** Signed whole beans. */
  amount: number;
  order_id: string | null;
  /** The earning a debit draws from (cancellation, refund, expiry); null draws first-in first-out. */
  lot_id: string | null;
  active_at: string | null;
  expiration_date: string | null;
  created_at: string;
}
/** A member's lock row: every debit moves `version` with a conditional update. */
export interface LoyaltyAccountsTable {
  customer_id: string;
  version: number;
  created_at: string;
}
/** What a person gets once ever (`starting_credit`, `welcome_voucher`), by e-mail hash. */
export interface PersonGrantsTable {
  grant_name: string;
  person_hash: string;
  created_at: string;
}
/** A gift card or voucher (spec 02 §3 "Gift cards / vouchers"). */
export interface GiftCardsTable {
  code: string;
  /** The customer it belongs to; null for a card anyone holding the code may use. */
  user_id: string | null;
  kind: string;
  /** `giftcard_data.type`: `loyalty` for the codes the vouchers page lists. */
  type: string;
  total_cents: number;
  remaining_cents: number;
  minimum_goods_cents: number;
  from_date: string | null;
  valid_until: string | null;
  created_at: string;
  updated_at: string;
}
/** A single-use discount code issued to one customer (referral, PLUS). */
export interface IssuedCodesTable {
  code: string;
  owner_id: string;
  kind: string;
  /** JSON: the coupon rule (lib/commerce/totals/coupons.ts). */
  rule: string;
  valid_until: string | null;
  used_at: string | null;
  used_by_email: string | null;
  created_at: string;
}
export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  limit_counters: LimitCountersTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_idempotency_keys: OrderIdempotencyKeysTable;
  stock: StockTable;
  wishlist_items: WishlistItemsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_preferences: ContactPreferencesTable;
  customer_addresses: CustomerAddressesTable;
  mail_outbox: MailOutboxTable;
  subscriptions: SubscriptionsTable;
  reviews: ReviewsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  saved_payment_methods: SavedPaymentMethodsTable;
  jobs: JobsTable;
  job_keys: JobKeysTable;
  subscription_charges: SubscriptionChargesTable;
  subscription_cancellations: SubscriptionCancellationsTable;
  cache_generations: CacheGenerationsTable;
  loyalty_transactions: LoyaltyTransactionsTable;
  loyalty_accounts: LoyaltyAccountsTable;
  person_grants: PersonGrantsTable;
  gift_cards: GiftCardsTable;
  issued_codes: IssuedCodesTable;
  contact_requests: ContactRequestsTable;
  stock_alerts: StockAlertsTable;
  coffee_corners: CoffeeCornersTable;
  recently_viewed: RecentlyViewedTable;
}

/** The handle every repository takes: the database itself or an open transaction. */
export type Db = Kysely<Database>;
export type DbExecutor = Kysely<Database> | Transaction<Database>;

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CartRow = Selectable<CartsTable>;
export type CartLineRow = Selectable<CartLinesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type StockRow = Selectable<StockTable>;
export type WishlistItemRow = Selectable<WishlistItemsTable>;
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>;
export type ContactPreferencesRow = Selectable<ContactPreferencesTable>;
export type CustomerAddressRow = Selectable<CustomerAddressesTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
export type SavedPaymentMethodRow = Selectable<SavedPaymentMethodsTable>;
export type JobRow = Selectable<JobsTable>;
export type SubscriptionCancellationRow = Selectable<SubscriptionCancellationsTable>;
export type LoyaltyTransactionRow = Selectable<LoyaltyTransactionsTable>;
export type GiftCardRow = Selectable<GiftCardsTable>;
export type IssuedCodeRow = Selectable<IssuedCodesTable>;
export type SubscriptionChargeRow = Selectable<SubscriptionChargesTable>;
