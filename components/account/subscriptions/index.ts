/** The subscription pages of the account area (spec 02 §2 "subscriptions list and detail"). */
export { SubscriptionsList } from './SubscriptionsList';
export { SubscriptionDetails } from './SubscriptionDetails';
export { CancellationForm } from './CancellationForm';
