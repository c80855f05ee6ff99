/**
 * Measurement, consent and the native-app bridge (issue 20): the spec's constants named once
 * (01 §2, §9; 02 §4, §9) and the names this shop gives its cookie, query flag and globals.
 */

/** Spec 01 §2: the page types tracking reports. */
export const PAGE_TYPES = ['category', 'product', 'cart', 'wishlist', 'customer', 'home', 'other', 'search'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Spec 01 §9: legacy events fix currency to EUR; a purchase item without a price reports 0.01. */
export const TRACKING_CURRENCY = 'EUR';
export const PURCHASE_ITEM_PRICE_FALLBACK = 0.01;
/** Spec 01 §9: the product attributes every item reports. */
export const TRACKED_ATTRIBUTES = ['color', 'size'] as const;

/** Spec 01 §1 / 02 §6: machine attribute sets (the comparable ones) count as coffee makers in the purchase's revenue split. */
export const COFFEEMAKER_ATTRIBUTE_SETS: readonly number[] = [21, 31, 32, 33, 34, 35];
/** Spec 01 §1: a Plus member's shipping tier label, everyone else's. */
export const SHIPPING_TIER_PLUS = 'PLUS Shipping';
export const SHIPPING_TIER_STANDARD = 'Standard';
/** Spec 01 §4 "Login state". */
export const VISITOR_LOGGED_IN = 'Logged in';
export const VISITOR_LOGGED_OUT = 'Logged out';

/** The consent choice: a first-party cookie (the page cache never varies on it; only the browser reads it). */
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_COOKIE_DAYS = 365;
/** The footer's "Cookie settings" link: its hash opens the banner, also before the tracking module has loaded. */
export const CONSENT_SETTINGS_HASH = '#cookie-settings';
/** The attribute of the first-paint banner's buttons: the cookie value a button stores, or `settings`. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

/** Spec 02 §9: the tracking script's start is retried every 1 s (bounded, so a blocked script costs nothing forever). */
export const TAG_MANAGER_RETRY_MS = 1_000;
export const TAG_MANAGER_MAX_ATTEMPTS = 30;
export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
/**
 * Where the tag manager and the GA4 tags it loads talk to (Google's "Use Tag Manager with a Content
 * Security Policy"): allowed by the payment pages' policy only when a container is configured.
 * Image beacons are covered by the policy's `img-src https:`.
 */
export const TAG_MANAGER_CSP_ORIGINS = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** Spec 02 §4, §9: the bridge connects with up to 5 retries 400 ms apart; its tracking events wait 500 ms. */
export const BRIDGE_CONNECT_RETRIES = 5;
export const BRIDGE_RETRY_MS = 400;
export const BRIDGE_TRACKING_DELAY_MS = 500;
/** Spec 02 §7: the app handler events go to, and the calls the app makes. */
export const BRIDGE_EVENT_HANDLER = 'onEvent';
export const BRIDGE_CALLS = { redirect: 'redirect', appVersion: 'flutter-app-version', appPlatform: 'app-platform' } as const;
/** Spec 02 §7: a redirect to a path containing this loads the page in full. */
export const BRIDGE_FULL_LOAD_PATH = '/magazin';
/** Spec 02 §4: before the app says otherwise. */
export const BRIDGE_DEFAULT_PLATFORM = 'web';
export const BRIDGE_DEFAULT_CONSENT = 'notDetermined';

/** Spec 02 §4, §9: A/B variables are polled every 200 ms until the testing script has set them (bounded: 10 s). */
export const AB_POLL_MS = 200;
export const AB_POLL_MAX_ATTEMPTS = 50;
export const AB_VARIABLES_GLOBAL = 'abTestVariables';
export const AB_VARIABLES_STORAGE_KEY = 'ab-test-variables';

/** Spec 02 §9: recommendation requests ask for up to 50 products. */
export const RECOMMENDATIONS_MAX = 50;

/** `?debug_tracking=1` lists the events pushed, for an analyst without a tag manager. */
export const DEBUG_TRACKING_PARAM = 'debug_tracking';
/** The browser event every pushed tracking event is announced with (bridge and debug view listen). */
export const TRACKING_EVENT_NAME = 'shop:tracking';
/** localStorage: purchases built at placement and waiting for the server's acceptance; ids already reported. */
export const PURCHASE_DRAFTS_KEY = 'tracking-purchase-drafts';
export const PURCHASES_REPORTED_KEY = 'tracking-purchases-reported';
export const PURCHASES_REPORTED_MAX = 50;
/** A visitor id kept by the browser (first-party, analytics consent not needed to keep it in memory). */
export const VISITOR_ID_KEY = 'tracking-visitor-id';

/** How long each piece of the tracking start's idle work (page events, A/B variables, banner) waits for an idle moment at most. */
export const TRACKING_IDLE_TIMEOUT_MS = 2_000;
