/**
 * The part of a store's messages the browser gets. The root layout inlines the messages it hands
 * to `NextIntlClientProvider` into the HTML of every page, so it passes only what client code
 * reads; server components translate with `getTranslations` and need nothing in the page.
 * `tests/unit/foundation/client-messages.test.ts` scans the client code and fails when it reads a
 * message outside this list.
 */
import type { Messages } from './messages';

/**
 * Every namespace (or dotted sub-namespace, or single message) client code reads: through
 * `useTranslations` in 'use client' components and hooks, and through the `UserMessage` keys that
 * `store/` listeners and `lib/api` put into notifications.
 */
export const CLIENT_MESSAGE_NAMESPACES = [
  // The account screens (dashboard, profile, orders, order details) and their UserMessage keys.
  'account',
  // The account deletion on the profile page and its notice.
  'deletion',
  // The address book screen, its dialog and its UserMessage keys.
  'addresses',
  // The sign-in screens (login, register, forgot and create password) and their UserMessage keys.
  'auth',
  // UserMessage keys of the cart listeners and the call layer's errors (`cart.<kind>Error`).
  'cart',
  // UserMessage keys of the order queue and session listeners; the thank-you page's pending text.
  'checkout',
  // The cart drawer and page, the checkout (payment method titles by code), notifications.
  'checkout-ui',
  'catalog.cupPrice',
  'catalog.quantity',
  'catalog.quantityDiscount',
  'catalog.rating.reviews',
  'catalog.stock',
  'category.fromPrice',
  'common.error',
  'menu',
  // The newsletter settings page and its UserMessage keys.
  'newsletter',
  // The payment panel (thank-you page, order details) and the Amazon Pay return pages (~2.5 KB of text).
  'payments',
  'product.addToCart',
  'product.price',
  'product.stock.onlyLeft',
  'product.subscription',
  'pwa',
  // The vouchers-and-discounts page.
  'vouchers',
  // The Coffee Club pages (landing sign-up, beans, unsubscribe) and refer-a-friend.
  'loyalty',
  'search.lastSearches',
  // The subscription pages (list, detail, edit form) and their UserMessage keys.
  'subscriptions',
  // The wishlist toggle and pages; the compare toggle, panel, page and their notices.
  'wishlist',
  'compare',
  // The service screens (contact, newsletter, order tracking, coffee corner, reorder…) and the
  // lazy widgets of catalogue pages (age check, store switch, notify-me, review; `?only=service`).
  'service',
  // The consent banner and its settings (issue 20), loaded with the banner (`?only=consent`).
  'consent',
] as const;

/**
 * What the root layout hands every page (ADR 0011): the namespaces the islands of catalogue pages
 * read — header, menu, tiles' review counts and stock, price boxes, wishlist heart, compare toggle and panel, the
 * cart badge, notifications' frame and the first add's confirmation, the update notice. The rest of `CLIENT_MESSAGE_NAMESPACES`
 * comes with the route that reads it (`RouteMessages`) or with the client runtime (`/api/messages`).
 */
export const LANDING_MESSAGE_NAMESPACES = [
  // The first add's confirmation, drawn before the client runtime's messages are here (ADR 0075).
  'cart.ok',
  'cart.proceedToCheckout',
  'cart.productAdded',
  'catalog.cupPrice',
  'catalog.rating.reviews',
  'catalog.stock',
  'category.fromPrice',
  'checkout-ui.cart.itemCount',
  'checkout-ui.notifications',
  'common.error',
  'compare.toggle',
  'compare.panel',
  'menu',
  'pwa',
  'search.lastSearches',
  'wishlist.toggle',
  'wishlist.headerLink',
  'wishlist.title',
] as const;

/**
 * What the product page's islands read beyond the landing ones (price box, tier prices, quantity,
 * add to cart, subscription options): `ProductDetail` provides them, so the other catalogue pages
 * (40 tiles on a category page) do not carry them.
 */
export const PRODUCT_MESSAGE_NAMESPACES = [
  'catalog.quantity',
  'catalog.quantityDiscount',
  'product.addToCart',
  'product.price',
  'product.stock.onlyLeft',
  'product.subscription',
  'subscriptions.interval',
  'subscriptions.termChoice',
  'subscriptions.errors.incorrectInput',
  'subscriptions.errors.endDateMismatch',
] as const;

function isMessages(value: string | Messages | undefined): value is Messages {
  return typeof value === 'object';
}

/**
 * A copy of `messages` holding only the given namespaces, each a top-level name or a dotted path
 * to a sub-namespace or a single message. A namespace the catalogue lacks is an error, not a
 * silently missing text: English underlies every locale, so it means the list or the catalogue
 * is wrong.
 */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const keys = namespace.split('.');
    const last = keys.length - 1;
    let from = messages;
    let into = picked;
    for (const [i, key] of keys.entries()) {
      const reached = keys.slice(0, i + 1).join('.');
      if (!Object.hasOwn(from, key)) throw new Error(`message namespace "${namespace}" is not in the catalogue: no "${reached}"`);
      const value = from[key];
      if (i === last) {
        into[key] = value;
      } else if (!isMessages(value)) {
        throw new Error(`message namespace "${namespace}" is not in the catalogue: "${reached}" is a message`);
      } else {
        const existing = into[key];
        into = into[key] = isMessages(existing) ? { ...existing } : {};
        from = value;
      }
    }
  }
  return picked;
}

/** The messages the product page's islands read beyond the landing ones. */
export function productMessages(messages: Messages): Messages {
  return pickMessages(messages, PRODUCT_MESSAGE_NAMESPACES);
}

/** The messages every page's islands read (ADR 0011). */
export function landingMessages(messages: Messages): Messages {
  return pickMessages(messages, LANDING_MESSAGE_NAMESPACES);
}

/** The messages client components read, picked from a locale's whole catalogue. */
export function clientMessages(messages: Messages): Messages {
  return pickMessages(messages, CLIENT_MESSAGE_NAMESPACES);
}
