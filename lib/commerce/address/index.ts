/**
 * Address rules of the checkout (spec 01 §3): the regions a country offers and the check of a
 * shipping or billing address.
 */
export { checkAddress } from './address-check';
export { regionsOf } from './regions';
