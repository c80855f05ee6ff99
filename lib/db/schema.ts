/**
 * The commerce database's tables as Kysely sees them. Portable column types only, so SQLite and
 * PostgreSQL share one code path: ids and timestamps are text (ISO 8601 sorts as text), flags are
 * integers 0/1, money is integer cents, structured values are JSON text. Each feature's tables are in
 * `tables/`; this file assembles them into the one `Database` and names the row types.
 */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { UsersTable, RefreshTokensTable, PasswordResetTokensTable, LimitCountersTable, WishlistItemsTable, NewsletterSubscriptionsTable, ContactPreferencesTable, CustomerAddressesTable, RecentlyViewedTable } from './tables/customers';
import type { CartsTable, CartLinesTable, OrdersTable, OrderLinesTable, OrderIdempotencyKeysTable, StockTable } from './tables/orders';
import type { PaymentsTable, PaymentEventsTable, PaymentRefundsTable, SavedPaymentMethodsTable } from './tables/payments';
import type { SubscriptionsTable, SubscriptionChargesTable, SubscriptionCancellationsTable } from './tables/subscriptions';
import type { LoyaltyTransactionsTable, LoyaltyAccountsTable, PersonGrantsTable, GiftCardsTable, IssuedCodesTable } from './tables/loyalty';
import type { MailOutboxTable, ContactRequestsTable, StockAlertsTable, CoffeeCornersTable, ReviewsTable, JobsTable, JobKeysTable, CacheGenerationsTable } from './tables/operations';

export type { UsersTable, RefreshTokensTable, PasswordResetTokensTable, LimitCountersTable, WishlistItemsTable, NewsletterSubscriptionsTable, ContactPreferencesTable, CustomerAddressesTable, RecentlyViewedTable } from './tables/customers';
export type { CartsTable, CartLinesTable, OrdersTable, OrderLinesTable, OrderIdempotencyKeysTable, StockTable } from './tables/orders';
export type { PaymentsTable, PaymentEventsTable, PaymentRefundsTable, SavedPaymentMethodsTable } from './tables/payments';
export type { SubscriptionsTable, SubscriptionChargesTable, SubscriptionCancellationsTable } from './tables/subscriptions';
export type { LoyaltyTransactionsTable, LoyaltyAccountsTable, PersonGrantsTable, GiftCardsTable, IssuedCodesTable } from './tables/loyalty';
export type { MailOutboxTable, ContactRequestsTable, StockAlertsTable, CoffeeCornersTable, ReviewsTable, JobsTable, JobKeysTable, CacheGenerationsTable } from './tables/operations';

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
