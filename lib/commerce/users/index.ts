/**
 * Customer accounts: registration, profile, password change and reset, deletion, and the customer
 * as the client sees them.
 */
export { changePassword, createPassword, deleteAccount, registerCustomer, requestPasswordReset, updateProfile } from './accounts';
export { readCustomerView } from './customer-view';
