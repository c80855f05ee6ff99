/** The account screens (spec 02 §2 "Account"): dashboard, profile, orders history and order details. */
export { AccountDashboard } from './AccountDashboard';
export { ProfileEdit } from './ProfileEdit';
export { OrdersHistory } from './OrdersHistory';
export { OrderDetails } from './OrderDetails';
