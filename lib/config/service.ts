/**
 * Service and discovery (issue 18): contact form, guest newsletter, order tracking, age check,
 * store switch, stock alerts and the last account pages. The spec's constants, named once.
 */

/** Mail types this part writes to the outbox (registry: lib/commerce/mail/mail-templates.ts). */
export const SERVICE_MAIL_TEMPLATES = {
  contactRequest: 'contact-request',
  contactCopy: 'contact-copy',
  backInStock: 'back-in-stock',
} as const;

/** Contact topics: the help hub's topics (spec 02 §2) plus a general one. */
export const CONTACT_TOPICS = ['general', 'coupon', 'order', 'delivery', 'complaint', 'return', 'invoice', 'products', 'account', 'payment'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;
export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_ORDER_NUMBER_MAX_LENGTH = 32;
/** An attachment (photo of a damaged parcel, an invoice): these types, at most this size. */
export const CONTACT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type ContactAttachmentType = (typeof CONTACT_ATTACHMENT_TYPES)[number];
/** Sent as base64 inside the JSON body, which the server caps at 1 MB. */
export const CONTACT_ATTACHMENT_MAX_BYTES = 512 * 1024;
/** Spam: a form sent sooner than this after it was shown is a bot's. */
export const CONTACT_MIN_FILL_MS = 3_000;
/** Spam: the hidden field a person never fills. */
export const CONTACT_HONEYPOT_FIELD = 'website';
/** Contact requests per IP and per e-mail address per hour. */
export const CONTACT_LIMIT_PER_HOUR = 5;
/** Guest newsletter sign-ups per IP per hour. */
export const NEWSLETTER_SIGNUP_LIMIT_PER_HOUR = 10;
/** Order-tracking lookups per IP per 15 minutes. */
export const ORDER_TRACKING_LIMIT = 10;
export const ORDER_TRACKING_WINDOW_MS = 15 * 60_000;
export const HOUR_MS = 60 * 60_000;

export { MINIMUM_AGE, AGE_CONFIRMATION_KEY } from './age-check';

/** Spec 02 §9: the preferred store is kept 30 days; the popup is 450 px wide. */
export const PREFERRED_STORE_DAYS = 30;
export const STORE_SWITCH_POPUP_WIDTH = 450;
/** The cookie (readable by the client only, never by a server redirect) and the session flag. */
export const PREFERRED_STORE_COOKIE = 'preferred-store';
export const SKIP_COUNTRY_CHECK_KEY = 'skip-country-check';
/** The query flag a store-switch link carries so the target store skips its own check. */
export const FROM_STORE_PARAM = 'from_store';

/** Spec 02 §3: the order-again list's page size. */
export const REORDER_PAGE_SIZE = 10;
/** Recently viewed products kept (browser and server). */
export const RECENTLY_VIEWED_MAX = 20;
/** User agents of crawlers, which never see the store-switch popup (nor does the native app: lib/native-app/detect.ts). */
export const CRAWLER_USER_AGENT = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|bingpreview/i;
/** The back-in-stock scan runs this often and looks at this many open requests. */
export const STOCK_ALERT_SCAN_EVERY_SECONDS = 5 * 60;
export const STOCK_ALERT_SCAN_LIMIT = 500;
export const STOCK_ALERT_JOB = 'stock-alerts.scan';
/** The browser storage key of the recently viewed products. */
export const RECENTLY_VIEWED_KEY = 'recently-viewed';
/** The session-storage key of the geo endpoint's answer (asked once per session). */
export const GEO_COUNTRY_KEY = 'geo-country';

/** How long a page waits for an idle moment before it runs the store-switch check anyway. */
export const STORE_SWITCH_IDLE_TIMEOUT_MS = 3_000;
