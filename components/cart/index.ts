/**
 * The cart screens: header button with drawer, the /cart page, and the totals checkout reuses.
 * Server pages read the free-shipping thresholds from `./free-shipping-thresholds` (server only).
 */
export { CartHeaderButton } from './CartHeaderButton';
export { CartPage } from './CartPage';
export { CartTotals } from './CartTotals';
