/**
 * The checkout's state (spec 01 §3 "Checkout state"), its initial value, every checkout action and
 * the selectors, without Redux Toolkit (ADR 0031); the reducer is in `checkout-slice.ts`. The shapes
 * of the details come from `lib/contract/checkout`; field-level validation lives with the checkout
 * form.
 */
import { CHECKOUT_FRESHNESS_MS } from '@/lib/config/client';
import { paymentMethodSchema, shippingMethodSchema } from '@/lib/checkout';
import type { OrderStockRefusal } from '@/lib/contract/order';
import {
  paymentDetailsSchema,
  personalDetailsSchema,
  shippingDetailsSchema,
  type PaymentDetails,
  type PersonalDetails,
  type ShippingDetails,
} from '@/lib/contract/checkout';
import type { PaymentMethodOption as PaymentMethod, ShippingMethodOption as ShippingMethod } from '@/lib/checkout';
import { plainAction, preparedAction } from '../plain-action';

export * from '@/lib/contract/checkout';

/** The method lists hold what the server's method calls answer (schemas in `lib/checkout`, shared with the checkout's calls). */
export type { ShippingMethodOption as ShippingMethod, PaymentMethodOption as PaymentMethod } from '@/lib/checkout';

export interface PlacedOrder {
  order_id: string;
  /** The server's confirmation; null while the order waits in the queue. */
  confirmation: unknown;
}

export interface CheckoutState {
  personalDetails: PersonalDetails | null;
  shippingDetails: ShippingDetails | null;
  paymentDetails: PaymentDetails | null;
  paymentMethods: PaymentMethod[];
  shippingMethods: ShippingMethod[];
  isThankYouPage: boolean;
  modifiedAt: number | null;
  order: PlacedOrder | null;
  /**
   * The last order the stock refused while online: its short lines and when, so the checkout reads
   * the stock again and offers the fix; the cart stays as it was.
   */
  stockRefusal: (OrderStockRefusal & { at: number }) | null;
}

export const checkoutInitialState: CheckoutState = {
  personalDetails: null,
  shippingDetails: null,
  paymentDetails: null,
  paymentMethods: [],
  shippingMethods: [],
  isThankYouPage: false,
  modifiedAt: null,
  order: null,
  stockRefusal: null,
};

/** Stamps the change time so freshness is measured from the last modification. */
function stamped<T>(payload: T): T & { at: number } {
  return { ...payload, at: Date.now() };
}

export const personalDetailsSaved = preparedAction('checkout/personalDetailsSaved', (details: PersonalDetails) =>
  stamped({ details: personalDetailsSchema.parse(details) }),
);
export const shippingDetailsSaved = preparedAction('checkout/shippingDetailsSaved', (details: ShippingDetails) =>
  stamped({ details: shippingDetailsSchema.parse(details) }),
);
export const paymentDetailsSaved = preparedAction('checkout/paymentDetailsSaved', (details: PaymentDetails) =>
  stamped({ details: paymentDetailsSchema.parse(details) }),
);
export const shippingMethodsReceived = preparedAction('checkout/shippingMethodsReceived', (methods: ShippingMethod[]) => shippingMethodSchema.array().parse(methods));
export const paymentMethodsReceived = preparedAction('checkout/paymentMethodsReceived', (methods: PaymentMethod[]) => paymentMethodSchema.array().parse(methods));
/** Placed and confirmed by the server. */
export const orderConfirmed = plainAction<PlacedOrder>('checkout/orderConfirmed');
/** Refused for stock while online: nothing was queued, the checkout shows the lines to fix. */
export const orderRefusedForStock = preparedAction('checkout/orderRefusedForStock', (refusal: OrderStockRefusal) => stamped(refusal));
/** Placed into the queue; the shopper sees it as pending until it is sent (spec 01 §4). */
export const orderPending = plainAction<{ order_id: string }>('checkout/orderPending');
export const thankYouPageLeft = plainAction<void>('checkout/thankYouPageLeft');
export const checkoutExpired = plainAction<void>('checkout/checkoutExpired');

type WithCheckout = { checkout: CheckoutState };
export const selectPersonalDetails = (state: WithCheckout) => state.checkout.personalDetails;
export const selectShippingDetails = (state: WithCheckout) => state.checkout.shippingDetails;
export const selectPaymentDetails = (state: WithCheckout) => state.checkout.paymentDetails;
export const selectIsThankYouPage = (state: WithCheckout) => state.checkout.isThankYouPage;
export const selectPlacedOrder = (state: WithCheckout) => state.checkout.order;
export const selectStockRefusal = (state: WithCheckout) => state.checkout.stockRefusal ?? null;
export const selectShippingMethods = (state: WithCheckout) => state.checkout.shippingMethods;
export const selectPaymentMethods = (state: WithCheckout) => state.checkout.paymentMethods;
/** In progress: modified within the last 30 minutes (spec 01 §4, §9). */
export const selectIsCheckoutFresh = (state: WithCheckout, now: number) =>
  state.checkout.modifiedAt !== null && now - state.checkout.modifiedAt < CHECKOUT_FRESHNESS_MS;
