/** The checkout state's shapes (spec 01 §3 "Checkout state"). Field-level validation lives with the checkout form. */
export * from '@/lib/contract/checkout';

/** The method lists hold what the server's method calls answer (schemas in `lib/checkout`, shared with the checkout's calls). */
export type { ShippingMethodOption as ShippingMethod, PaymentMethodOption as PaymentMethod } from '@/lib/checkout';
