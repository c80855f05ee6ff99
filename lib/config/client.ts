/**
 * The browser's constants from the spec (01 §7–§9, 02 §4) and docs/architecture.md "Client state":
 * executor limits and waits, notification and checkout lifetimes, storage keys, the cart
 * connection bypass, order-queue switches and the developer-facing error strings the call layer
 * rejects with. Named once here, imported by `lib/api` and `store/`.
 */
import { STORAGE_QUOTA_CHECK_INTERVAL_MS } from './pwa';

/** Network task attempts: at most this many token refreshes in a row (spec 01 §9). */
export const NETWORK_TASK_MAX_ATTEMPTS = 3;
/** A call waits this long before retrying while a token refresh runs (spec 01 §7, §9). */
export const NETWORK_RETRY_WAIT_MS = 1000;

/** On a 401 with a user token the executor refreshes the token (spec 01 §7 "Token handling"). */
export const AUTO_REFRESH_TOKENS = true;

/**
 * Live prices that ask for render-list prices within this window share one call. 0 ms closes it at
 * the end of the current task: the tiles of a page mount, and re-render for a login, in one commit,
 * whose effects all ask in that task, so no frame of latency is added to catch them.
 */
export const RENDER_LIST_BATCH_WINDOW_MS = 0;

/** Notification ids are random integers up to this value (spec 01 §3). */
export const NOTIFICATION_ID_MAX = 100_000;
/** A notification disappears after this long unless it has its own timeToLive or hasNoTimeout (spec 01 §9). */
export const NOTIFICATION_LIFETIME_MS = 5000;

/** The checkout-in-progress state lasts this long after its last modification (spec 01 §4, §9). */
export const CHECKOUT_FRESHNESS_MS = 1_800_000;

/** How often a cart connection answered 401 is retried as a guest cart (spec 01 §9 "cart bypass attempts"). */
export const CART_BYPASS_MAX = 1;

/**
 * Untransmitted orders go out as soon as the browser is back online; otherwise the shopper is
 * asked first (spec 01 §4 "Queue processing"). On, so an order never waits for a page the
 * shopper may not return to.
 */
export const ORDER_AUTO_TRANSMISSION = true;

/** Persisted state: the spec's cart keys (01 §9) and our own for the outbox, session and checkout. */
export const STORAGE_KEYS = {
  cart: 'current-cart',
  cartToken: 'current-cart-token',
  orderQueue: 'orders-queue',
  session: 'current-user',
  checkout: 'current-checkout',
  syncTasks: 'sync-tasks',
  /** The customer's orders history (spec 02 §4 "Session": persisted with the user). */
  ordersHistory: 'orders-history',
  /** The shopper's wishlist (spec 02 §4). */
  wishlist: 'current-wishlist',
  /** The compare list (spec 02 §4 "Compare": persisted locally and restored on start). */
  compare: 'current-compare',
  /** A localStorage marker written after each cart change, so other tabs get a `storage` event. */
  cartChanged: 'current-cart-changed',
} as const;

/**
 * A cookie the client runtime sets when it starts (ADR 0011, 0032): a later page load finds state
 * to restore (cart, session, queued orders) and starts the runtime at idle; a first visit has none
 * and loads no runtime until the shopper acts. A cookie, not localStorage: a page's first
 * localStorage read opens the origin's storage synchronously (~11 ms on a quiet desktop core), and
 * `document.cookie` costs nothing measurable. No server code reads it.
 */
export const CLIENT_RUNTIME_MARKER_COOKIE = 'client-runtime-used';

/** How long the marker lasts (Chromium's longest cookie life); every runtime start renews it. */
export const CLIENT_RUNTIME_MARKER_MAX_AGE_S = 400 * 24 * 60 * 60;

/** How long a page with stored state waits for an idle moment before it starts the runtime anyway. */
export const CLIENT_RUNTIME_IDLE_TIMEOUT_MS = 2_000;

/**
 * How long after its load event a page with an add-to-cart button waits for an idle moment before
 * it loads the runtime that carries the add anyway (issue 35): on a busy phone no idle moment may
 * come for seconds, and a tap then waited for the runtime's chunks to download as well.
 */
export const ADD_TO_CART_RUNTIME_IDLE_TIMEOUT_MS = 500;

/**
 * How long a click the layout's early-input script held before hydration (ADR 0064, 0073, 0076) waits
 * for the hydrated page to take it over; then the script gives it back to the browser (the
 * add-to-cart form posts natively, the cart page's plain GET), so a page whose scripts never arrive
 * still adds the product.
 */
export const EARLY_TAP_FALLBACK_MS = 10_000;

/**
 * How long after its load event a page leaves background work alone (ADR 0033): asking the
 * visitor's country for the store switch and, while no consent choice is stored, starting the
 * tracking module wait this long, then for an idle moment, so the shopper's first seconds on a
 * landing page (reading, scrolling, the first tap) never share the phone's main thread with them.
 */
export const BACKGROUND_WORK_DELAY_MS = 3_000;

/**
 * How long the client runtime waits, before it reads its stored state, for a new shopper's first add
 * still on its way (ADR 0075): the add needs that answer anyway, and one confirmed by the page is
 * stored before the read. Past this (a hanging connection) the runtime starts and takes the answer
 * itself when it comes (ADR 0068).
 */
export const EARLY_ADD_CLAIM_WAIT_MS = 3_000;

/** The IndexedDB database localforage keeps the persisted state in. */
export const CLIENT_DATABASE_NAME = 'coffee-storefront';

/**
 * A write of the client state IndexedDB did not take stays in memory and is written again with the
 * next write that lands, or after this long (the spec's storage check interval, 01 §9; ADR 0005).
 */
export const CLIENT_STATE_REWRITE_INTERVAL_MS = STORAGE_QUOTA_CHECK_INTERVAL_MS;
/**
 * How long a write that must survive a navigation (login, logout, an order queued) waits for
 * IndexedDB to answer the reads and writes still under way, e.g. on a busy machine where a read
 * took longer than the persistent cache's 800 ms (ADR 0005).
 */
export const CLIENT_STATE_SETTLE_TIMEOUT_MS = 3_000;
/** Logged (developer-facing) when a client-state write did not reach IndexedDB (ADR 0005). */
export const CLIENT_STATE_NOT_STORED_WARNING = 'Client state kept in memory only until storage takes it';

/** Routes the client navigates to (spec 01 §2). */
export const CLIENT_ROUTES = { checkout: '/checkout', orderSuccess: '/order-success' } as const;

/** The random part of a queue entry's order id (spec 01 §3: millisecond timestamp plus random id). */
export const ORDER_ID_RANDOM_MAX = 1_000_000;

/** A failed fetch whose cause carries one of these codes is a host-not-found: no internet-error notice (spec 01 §8). */
export const HOST_NOT_FOUND_CODES = ['ENOTFOUND', 'EAI_AGAIN'] as const;

/** Developer-facing rejections of the call layer; shown to shoppers through the `cart.*` message keys. */
export const EXECUTOR_ERRORS = {
  missingCartId: 'The cart id is missing. Please re-create the cart.',
  badContentType: 'Error with response - bad content-type!',
  wrongFormat: 'Unhandled error, wrong response format!',
  network: 'There was an internet error while processing your request',
  refreshFailed: 'Error refreshing user token. User is not authorized to access the resource',
} as const;
