/** The checkout's rules: field validation, the form and its mapping, methods, calls and the order payload. */
export * from './field-rules';
export * from './checkout-form';
export * from './checkout-details';
export * from './checkout-methods';
export * from './checkout-tasks';
export * from './customer-address';
export * from './order-payload';
export * from './cart-stock';
export * from './order-stock-refusal';
export * from './free-shipping';
export * from './cart-display';
export * from './external-checkout';
export * from './address-check';
export * from './payment-tasks';
export * from './wallets';
export * from './delivery-estimate';
export * from './delivery-region';
