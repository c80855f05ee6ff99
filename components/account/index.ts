/** The account screens (spec 02 §2 "Account"): dashboard, profile, orders history, order details, address book, newsletter, vouchers and discounts. */
export { AccountDashboard } from './AccountDashboard';
export { ProfileEdit } from './ProfileEdit';
export { OrdersHistory } from './OrdersHistory';
export { OrderDetails } from './OrderDetails';
export { AddressBook } from './address-book';
export { NewsletterSettings } from './NewsletterSettings';
export { VouchersAndDiscounts } from './VouchersAndDiscounts';
