/**
 * Who is asking: the customer behind a request's token, log-in with its throttle, token refresh and
 * log-out.
 */
export { findCustomer, requireCustomer } from './current-customer';
export { endSession, logIn, refreshSession } from './session';
