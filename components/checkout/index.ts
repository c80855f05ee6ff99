/** The checkout screens: /checkout, /checkout/login and /order-success. */
export { CheckoutPage } from './CheckoutPage';
export { CheckoutLogin } from './CheckoutLogin';
export { OrderSuccess } from './OrderSuccess';
