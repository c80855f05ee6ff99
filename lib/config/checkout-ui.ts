/**
 * Constants of the cart and checkout screens (spec 01 §2; 02 §3): modal timing and the DHL
 * Packstation address form. Thumbnail sizes are in `lib/config/media.ts`. Shipping and payment codes come from
 * `lib/config/commerce.ts`, shared with the server.
 */

/** A modal opens and closes with this delay (spec 01 §2). */
export const MODAL_TRANSITION_MS = 100;

/** A Packstation delivery writes this word before the station number into the first street line (DHL's format). */
export const PACKSTATION_STREET_PREFIX = 'Packstation';
/** Countries where DHL runs Packstations; the option shows only there. */
export const PACKSTATION_COUNTRIES: readonly string[] = ['DE'];

/** Screens the cart and checkout link to, relative to the store view (spec 02 §2 route table). */
export const SHOP_ROUTES = { home: '/', cart: '/cart', checkout: '/checkout', checkoutLogin: '/checkout/login', orderSuccess: '/order-success' } as const;

/**
 * The external checkout (spec 01 §2): off by default, so the shop's own checkout runs. With
 * several store views (`multistore`) only the stores listed with their own checkout address leave
 * the shop; in single-store mode every checkout goes to `cmsUrl`.
 */
export interface ExternalCheckoutConfig {
  enabled: boolean;
  multistore: boolean;
  cmsUrl: string | null;
  stores: Readonly<Record<string, { cmsUrl: string }>>;
}

export const EXTERNAL_CHECKOUT: ExternalCheckoutConfig = { enabled: false, multistore: true, cmsUrl: null, stores: {} };

/** Where the external checkout site takes over the cart (spec 01 §7 "External checkout redirect"). */
export const EXTERNAL_CHECKOUT_SYNC_PATH = 'vue/cart/sync';

/**
 * A method list the server could not give (an error answer, no connection) is asked again after
 * these waits before the page says no method is available: a busy moment on the server must not
 * leave the shopper without a way to ship or pay.
 */
export const METHOD_LIST_RETRY_WAITS_MS: readonly number[] = [1_000, 2_000, 4_000];
