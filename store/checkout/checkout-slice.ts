/**
 * Checkout in progress (spec 01 §3 "Checkout state", §4): the shopper's details, the method
 * lists, the thank-you state and the placed order. Each change stamps `modifiedAt`; the state
 * counts as in progress for 30 minutes after it (`selectIsCheckoutFresh`), and a stale one is
 * cleared when the shop starts (`checkout-listeners.ts`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CHECKOUT_FRESHNESS_MS } from '@/lib/config/client';
import { loggedOut } from '../session/session-slice';
import { paymentMethodSchema, shippingMethodSchema } from '@/lib/checkout';
import type { OrderStockRefusal } from '@/lib/contract/order';
import {
  paymentDetailsSchema,
  personalDetailsSchema,
  shippingDetailsSchema,
  type PaymentDetails,
  type PaymentMethod,
  type PersonalDetails,
  type ShippingDetails,
  type ShippingMethod,
} from './checkout-state';

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

const initialState: CheckoutState = {
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
function stamped<T>(payload: T) {
  return { payload: { ...payload, at: Date.now() } };
}

function clearDetails(state: CheckoutState): void {
  state.personalDetails = null;
  state.shippingDetails = null;
  state.paymentDetails = null;
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    personalDetailsSaved: {
      reducer(state, action: PayloadAction<{ details: PersonalDetails; at: number }>) {
        state.personalDetails = action.payload.details;
        state.modifiedAt = action.payload.at;
      },
      prepare: (details: PersonalDetails) => stamped({ details: personalDetailsSchema.parse(details) }),
    },
    shippingDetailsSaved: {
      reducer(state, action: PayloadAction<{ details: ShippingDetails; at: number }>) {
        state.shippingDetails = action.payload.details;
        state.modifiedAt = action.payload.at;
      },
      prepare: (details: ShippingDetails) => stamped({ details: shippingDetailsSchema.parse(details) }),
    },
    paymentDetailsSaved: {
      reducer(state, action: PayloadAction<{ details: PaymentDetails; at: number }>) {
        state.paymentDetails = action.payload.details;
        state.modifiedAt = action.payload.at;
      },
      prepare: (details: PaymentDetails) => stamped({ details: paymentDetailsSchema.parse(details) }),
    },
    shippingMethodsReceived(state, action: PayloadAction<ShippingMethod[]>) {
      state.shippingMethods = shippingMethodSchema.array().parse(action.payload);
    },
    paymentMethodsReceived(state, action: PayloadAction<PaymentMethod[]>) {
      state.paymentMethods = paymentMethodSchema.array().parse(action.payload);
    },
    /** Placed and confirmed by the server. */
    orderConfirmed(state, action: PayloadAction<PlacedOrder>) {
      state.order = action.payload;
      state.isThankYouPage = true;
      state.stockRefusal = null;
    },
    /** Refused for stock while online: nothing was queued, the checkout shows the lines to fix. */
    orderRefusedForStock: {
      reducer(state, action: PayloadAction<OrderStockRefusal & { at: number }>) {
        state.stockRefusal = action.payload;
      },
      prepare: (refusal: OrderStockRefusal) => stamped(refusal),
    },
    /** Placed into the queue; the shopper sees it as pending until it is sent (spec 01 §4). */
    orderPending(state, action: PayloadAction<{ order_id: string }>) {
      state.order = { order_id: action.payload.order_id, confirmation: null };
      state.isThankYouPage = true;
    },
    thankYouPageLeft(state) {
      state.isThankYouPage = false;
      state.order = null;
    },
    checkoutExpired() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, clearDetails);
  },
  selectors: {
    selectPersonalDetails: (state) => state.personalDetails,
    selectShippingDetails: (state) => state.shippingDetails,
    selectPaymentDetails: (state) => state.paymentDetails,
    selectIsThankYouPage: (state) => state.isThankYouPage,
    selectPlacedOrder: (state) => state.order,
    selectStockRefusal: (state) => state.stockRefusal ?? null,
    selectShippingMethods: (state) => state.shippingMethods,
    selectPaymentMethods: (state) => state.paymentMethods,
    /** In progress: modified within the last 30 minutes (spec 01 §4, §9). */
    selectIsCheckoutFresh: (state, now: number) => state.modifiedAt !== null && now - state.modifiedAt < CHECKOUT_FRESHNESS_MS,
  },
});

export const {
  personalDetailsSaved,
  shippingDetailsSaved,
  paymentDetailsSaved,
  shippingMethodsReceived,
  paymentMethodsReceived,
  orderConfirmed,
  orderPending,
  orderRefusedForStock,
  thankYouPageLeft,
  checkoutExpired,
} = checkoutSlice.actions;
export const {
  selectPersonalDetails,
  selectShippingDetails,
  selectPaymentDetails,
  selectIsThankYouPage,
  selectPlacedOrder,
  selectStockRefusal,
  selectShippingMethods,
  selectPaymentMethods,
  selectIsCheckoutFresh,
} = checkoutSlice.selectors;
