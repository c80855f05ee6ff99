/** The checkout screens: /checkout, /checkout/login and /order-success; their labelled form field and address form serve the account forms too. */
export { CheckoutPage } from './CheckoutPage';
export { CheckoutLogin } from './CheckoutLogin';
export { OrderSuccess } from './OrderSuccess';
export { Field, type FieldProps } from './Field';
export { AddressFields, type AddressFieldsProps } from './AddressFields';
