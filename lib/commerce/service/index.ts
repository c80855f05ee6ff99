/**
 * Customer service: contact requests, guest newsletter sign-up and unsubscribe links, order
 * tracking, stock alerts, the coffee corner, order-again and recently viewed lists.
 */
export { readCoffeeCorner, saveCoffeeCorner } from './coffee-corner';
export { submitContactRequest } from './contact';
export { signUpGuest, unsubscribeBySignature } from './guest-newsletter';
export { orderAgainList } from './order-again';
export { trackOrder } from './order-tracking';
export { readRecentlyViewed, syncRecentlyViewed } from './recently-viewed';
export { requestStockAlert } from './stock-alerts';
