/** The account screens (spec 02 §2 "Account"): dashboard, profile, orders history, order details, newsletter. */
export { AccountDashboard } from './AccountDashboard';
export { ProfileEdit } from './ProfileEdit';
export { OrdersHistory } from './OrdersHistory';
export { OrderDetails } from './OrderDetails';
export { NewsletterSettings } from './NewsletterSettings';
