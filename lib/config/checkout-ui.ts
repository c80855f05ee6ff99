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
