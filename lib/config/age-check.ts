/**
 * The age check's constants (spec 02 §4, §9), apart from the rest of the service constants: the
 * product page's add-to-cart button reads the confirmation key, and a bundler keeps a whole
 * constants module where one of its names is used (the landing budget).
 */

/** Spec 02 §9: minimum age for age-restricted products. */
export const MINIMUM_AGE = 18;

/** The session-storage key of the age check's confirmed date of birth. */
export const AGE_CONFIRMATION_KEY = 'age-verified-birth-date';
