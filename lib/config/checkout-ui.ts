/**
 * Constants of the cart and checkout screens (spec 01 §2, §9; 02 §3): thumbnail size, modal
 * timing and the DHL Packstation address form. Shipping and payment codes come from
 * `lib/config/commerce.ts`, shared with the server.
 */

/** Cart thumbnails are 150×150 (spec 01 §9). */
export const CART_THUMBNAIL_SIZE = 150;

/** A modal opens and closes with this delay (spec 01 §2). */
export const MODAL_TRANSITION_MS = 100;

/** A Packstation delivery writes this word before the station number into the first street line (DHL's format). */
export const PACKSTATION_STREET_PREFIX = 'Packstation';
/** Countries where DHL runs Packstations; the option shows only there. */
export const PACKSTATION_COUNTRIES: readonly string[] = ['DE'];
