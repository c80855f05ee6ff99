/**
 * The commerce server's constants from the spec (01 §7–§9, 02 §5, §9) and docs/architecture.md
 * "Server API": database location, page sizes, limits, shipping defaults, retention windows and
 * the developer-facing error strings the client matches on. Named once here, imported everywhere.
 */

/** Environment variables the commerce server reads. */
export const DATABASE_URL_ENV = 'DATABASE_URL';
/** The CDN header carrying the visitor's country when `GEO_COUNTRY_HEADER` names none (Cloudflare's). */
export const DEFAULT_GEO_COUNTRY_HEADER = 'cf-ipcountry';

/** The embedded database file, inside `DATA_DIR`, when neither `DATABASE_URL` nor `SQLITE_FILE` is set. */
export const DEFAULT_SQLITE_FILE_NAME = 'storefront.sqlite';
/** How long a SQLite writer waits for a lock before failing (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** Prepared SQLite statements kept per process (the shop's queries are a small fixed set). */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;
/** How often the checkpoint worker copies the SQLite write-ahead log into the database file (ms). */
export const SQLITE_CHECKPOINT_INTERVAL_MS = 200;
/**
 * WAL pages after which the request connection checkpoints itself (SQLite's default is 1 000), so
 * the log stays bounded (~40 MB) if the checkpoint worker is gone, or under writes that never pause
 * long enough for the log to start over; the worker has copied most pages by then.
 */
export const SQLITE_FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
/** Connections in the PostgreSQL pool of one server process. */
export const POSTGRES_POOL_SIZE = 10;
/** Distinct SQL texts a server process prepares as named PostgreSQL statements; the rest run unnamed. */
export const POSTGRES_PREPARED_STATEMENTS = 500;
/** The process-wide database handle lives under this global symbol (shared by every bundle). */
export const DB_HANDLE_KEY = 'storefront.db';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An order's Idempotency-Key is kept at least this long (docs/architecture.md "Client state"). */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * DAY_MS;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
/**
 * An order sent from the offline queue (not the shopper's first, immediate send) carries this
 * header with `ORDER_REPLAY_QUEUED`, so the server counts queued orders on their first arrival too
 * (issue 37). It only labels a metric: it changes nothing about the order or its answer.
 */
export const ORDER_REPLAY_HEADER = 'x-order-replay';
export const ORDER_REPLAY_QUEUED = 'queued';

/** A request body above this size is refused before it is parsed (1 MiB, far above any order). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** Orders history (spec 02 §9). */
export const ORDERS_HISTORY_PAGE_SIZE = 10;
export const ORDERS_HISTORY_FIRST_PAGE = 1;

/** Out-of-stock products may sit in the cart (spec 01 §9); off refuses them with the stock message. */
export const ALLOW_OUT_OF_STOCK_IN_CART = true;
/** Catalogue lookups of one request: at most this many skus per search. */
export const CATALOG_LOOKUP_BATCH = 100;
export { WISHLIST_ITEM_QTY } from './wishlist';
/** Stock lookups come in batches of 15 skus (spec 01 §7); the list call accepts at most that many. */
export const STOCK_LIST_MAX_SKUS = 15;
/** Price render list: upper bound of skus per call, so one request cannot scan the catalogue. */
export const RENDER_LIST_MAX_SKUS = 100;

/** Flat-rate shipping the shopper pays (spec 01 §9, docs/architecture.md "Server API rules"). */
export const SHIPPING_FLAT_RATE_GROSS = 5;
export const SHIPPING_CARRIER_CODE = 'flatrate';
export const SHIPPING_METHOD_CODE = 'flatrate';
/** Countries the shop delivers to; any other country gets the delivery error (spec 02 §8). */
export const DELIVERY_COUNTRIES = ['DE', 'AT', 'NL', 'IT', 'BE', 'LU', 'FR'] as const;
/** Freight goods ship free within this country only (spec 02 §9). */
export const FREIGHT_FREE_SHIPPING_COUNTRY = 'DE';

/** Shipping method titles: Plus members see 'PLUS Shipping' instead of 'Standard' (spec 01 §1). */
export const SHIPPING_TITLES = { carrier: 'Flat Rate', standard: 'Standard', plus: 'PLUS Shipping' } as const;
/** A product document flagged with this attribute is freight goods (spec 02 §9). */
export const FREIGHT_ATTRIBUTE = 'is_freight_item';
/** Product types that never ship (a cart of only these is virtual). */
export const VIRTUAL_PRODUCT_TYPES = ['virtual', 'downloadable'] as const;

/** Payment methods offered per store (spec 01 §1): online methods, titles as the providers name them. */
export const ONLINE_PAYMENT_METHODS = [
  { code: 'card', title: 'Credit Card' },
  { code: 'paypal', title: 'PayPal' },
  { code: 'amazonpay', title: 'Amazon Pay' },
  { code: 'googlepay', title: 'Google Pay' },
  { code: 'applepay', title: 'Apple Pay' },
  { code: 'ideal', title: 'iDEAL' },
] as const;
/**
 * Methods offered only in some stores (by store code): iDEAL is the Dutch banks' own transfer, which
 * most Dutch shoppers pay with and shoppers elsewhere mostly cannot.
 */
export const STORE_ONLY_PAYMENT_METHODS: Readonly<Record<string, readonly string[]>> = { ideal: ['nl_nl'] };
/** Cash on delivery: added by the server, cost 0, hidden for a virtual cart (spec 01 §1). */
export const CASH_ON_DELIVERY = { code: 'cashondelivery', title: 'Cash On Delivery', cost: 0 } as const;

/**
 * The demo coupon rules (issue 5): percent, fixed, free shipping, a free product line. Codes are
 * matched case-insensitively. The welcome voucher is no shared code: each first registration gets
 * its own (lib/commerce/loyalty/welcome-voucher.ts); first-order-only codes are the referral codes.
 */
export const DEMO_COUPONS = {
  COFFEE10: { kind: 'percent', percent: 10 },
  SAVE5: { kind: 'fixed', amount: 5 },
  FREESHIP: { kind: 'free_shipping' },
  // The demo catalogue's free sample (DEMO_SKUS.freeProduct).
  GIFTCUP: { kind: 'free_product', sku: 'DEMO-COF-FREE-SAMPLE' },
} as const;
export const COUPON_CODE_MAX_LENGTH = 64;

/** Order statuses the server writes (spec 02 §3). */
export const ORDER_STATUS = {
  pending: 'pending',
  pendingPayment: 'pending_payment',
  canceled: 'canceled',
} as const;
/** A customer may cancel an order only while it is unprocessed (server rule; the account page offers it then). */
export const CANCELABLE_ORDER_STATUSES: readonly string[] = [ORDER_STATUS.pending, ORDER_STATUS.pendingPayment];
/** An operator may cancel part of an order until it ships: unpaid, waiting or paid and not complete (issue 17). */
export const ITEMS_CANCELABLE_ORDER_STATUSES: readonly string[] = [ORDER_STATUS.pending, ORDER_STATUS.pendingPayment, 'pending_paypal', 'payment_review', 'processing'];
/** Upper bounds of one partial cancellation request. */
export const CANCEL_ITEMS_MAX_LINES = 100;
export const CANCEL_ITEMS_MAX_QTY = 10_000;

/**
 * Strings the client matches on: never translated (spec 01 §8, queued order result 500). The shop
 * answers it with 409 (the stock cannot serve the order), the text alone marks it.
 */
export const ORDER_STOCK_ERROR = 'Error: Error while adding products';
/** Developer-facing errors thrown by lib code. */
export const DB_ERRORS = {
  unsupportedUrl: 'DATABASE_URL must start with postgres:// or postgresql://',
  migrationFailed: 'Database migration failed',
  cursorUnsupported: 'The PostgreSQL adapter runs without cursors',
  noCurrentSchema: 'PostgreSQL has no current schema: none of the search_path schemas exists',
} as const;

/** Address field limits (spec 02 §5). */
export const ADDRESS_FIELD_MIN_LENGTH = 2;
export const POSTCODE_MIN_LENGTH = 3;
export const TAX_ID_MIN_LENGTH = 3;
/** The most addresses one customer's address book holds. */
export const ADDRESS_BOOK_MAX_ENTRIES = 50;

/** Templates of the mails the shop writes to the outbox. */
export const MAIL_TEMPLATES = { passwordReset: 'password-reset', newsletterConfirm: 'newsletter-confirm' } as const;

/** A cart token is this many random bytes (192 bit): guessing another shopper's cart is hopeless. */
export const CART_TOKEN_BYTES = 24;

/** Random bytes of a newsletter confirmation token (256 bit). */
export const NEWSLETTER_CONFIRMATION_TOKEN_BYTES = 32;

/** At most this many lines in one order: far above any real basket, a bound for bad input. */
export const ORDER_MAX_LINES = 200;
/**
 * An order whose grand total is above this (in cents) is refused with a clear 400 (issue 14): far
 * above any real basket of the shop, it stops runaway quantities and prices from becoming orders
 * and keeps every amount far inside exact integer cents.
 */
export const ORDER_MAX_GRAND_TOTAL_CENTS = 100_000_00;
/** An order number is the store id, the millisecond timestamp and a random suffix below this. */
export const ORDER_NUMBER_SUFFIX_RANGE = 10_000;
/** Draws of an order number before placing fails: two orders of one millisecond may draw the same suffix. */
export const ORDER_NUMBER_ATTEMPTS = 3;
/** Digits of a line's position in its id (enough for ORDER_MAX_LINES plus a free product line). */
export const ORDER_LINE_POSITION_DIGITS = 4;

/** Reviews: rating 1 to 5 stars (spec 01 §9 rating filter), texts bounded; new reviews wait for moderation. */
export const REVIEW_LIMITS = { minText: 2, maxNickname: 64, maxTitle: 255, maxDetail: 5000, minRating: 1, maxRating: 5, maxSku: 64, maxPage: 1000 } as const;
export const REVIEW_STATUS = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
/** The most pending reviews one moderation list answers (oldest first; decide them and ask again). */
export const REVIEW_MODERATION_LIST_LIMIT = 100;
/** Reviews a product page shows at once, and each "more" adds. */
export const REVIEW_PAGE_SIZE = 5;
