/**
 * Newsletter subscription with double opt-in and the customer's contact preferences.
 */
export { readContactPreferences, updateContactPreferences } from './contact-preferences';
export { cancelSubscription, confirm, isSubscribed, subscribe, subscriptionStatus } from './newsletter';
