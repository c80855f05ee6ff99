/**
 * The shopper's actions as tracking events (issue 20; spec 01 §3, §4, §6; 02 §4): cart changes
 * by the quantity-difference rule, the cart view and the checkout steps, the purchase (drafted at
 * placement, reported once when the server accepts the order — now or later from the queue),
 * login, wishlist, and the visitor data (the hashed e-mail only with analytics consent). Part of
 * the client runtime, so no catalogue page loads it before the shopper acts.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { cartViewed, checkoutEntered } from './tracking-actions';
import { VISITOR_ID_KEY } from '@/lib/config/tracking';
import { trackEvent } from '@/lib/tracking';
import { CONSENT_CHANGED_EVENT, storedConsent } from '@/lib/tracking/consent-store';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToWishlistEvent,
  beginCheckoutEvent,
  cartChangeEvent,
  loginEvent,
  purchaseEvent,
  shippingTier,
  viewCartEvent,
  visitorDataEvent,
} from '@/lib/tracking/events';
import { hashEmail } from '@/lib/tracking/hash-email';
import { keepPurchaseDraft, takePurchaseToReport, type PurchaseStorage } from '@/lib/tracking/purchase-log';
import { appStarted } from '../app-events';
import { cartQuantityChanged } from '../cart/cart-state';
import { paymentDetailsSaved, shippingDetailsSaved } from '../checkout/checkout-slice';
import type { AppStartListening } from '../listener-types';
import { orderAccepted, orderQueued } from '../order-queue/order-queue-slice';
import type { RootState } from '../root-reducer';
import { loggedIn, loggedOut, userLoaded } from '../session/session-slice';
import { wishlistItemAdded } from '../wishlist/wishlist-slice';

export { cartViewed, checkoutEntered } from './tracking-actions';

const memoryStorage = (): PurchaseStorage => {
  const kept = new Map<string, string>();
  return { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v) };
};

function browserStorage(): PurchaseStorage {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

function isPlusMember(state: RootState): boolean {
  return (state.session.user as { is_plus_member?: unknown } | null)?.is_plus_member === true;
}

function visitorId(storage: PurchaseStorage, random: () => number): string {
  const kept = storage.getItem(VISITOR_ID_KEY);
  if (kept) return kept;
  const id = `${Date.now().toString(36)}-${Math.floor(random() * 1e9).toString(36)}`;
  storage.setItem(VISITOR_ID_KEY, id);
  return id;
}

async function pushVisitorData(state: RootState, storage: PurchaseStorage, random: () => number): Promise<void> {
  const consent = storedConsent();
  const email = state.session.user?.email ?? null;
  // Spec 01 §6: without analytics storage consent the e-mail is not even hashed.
  const hashedEmail = consent?.analytics && email ? await hashEmail(email) : null;
  trackEvent(
    visitorDataEvent({
      visitorId: visitorId(storage, random),
      loggedIn: state.session.token !== null,
      hashedEmail,
      analyticsConsent: consent?.analytics === true,
      isPlusMember: isPlusMember(state),
    }),
  );
}

function segment(state: RootState, code: string): number {
  return state.cart.totals?.total_segments.find((s) => s.code === code)?.value ?? 0;
}

function totalsField(state: RootState, field: string): number | undefined {
  const value = (state.cart.totals as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' ? value : undefined;
}

export function registerTrackingListeners(startListening: AppStartListening, storage: PurchaseStorage = typeof window === 'undefined' ? memoryStorage() : browserStorage()): void {
  startListening({ actionCreator: cartQuantityChanged, effect: ({ payload }) => trackEvent(cartChangeEvent(payload.item, payload.change)) });
  startListening({ actionCreator: cartViewed, effect: (_a, api) => trackEvent(viewCartEvent(api.getState().cart.items)) });
  startListening({
    actionCreator: checkoutEntered,
    effect: (_a, api) => trackEvent(beginCheckoutEvent(api.getState().cart.items, api.getState().cart.couponCode)),
  });
  startListening({
    actionCreator: shippingDetailsSaved,
    effect: (_a, api) => trackEvent(addShippingInfoEvent(api.getState().cart.items, shippingTier(isPlusMember(api.getState())))),
  });
  startListening({
    actionCreator: paymentDetailsSaved,
    effect: ({ payload }, api) => trackEvent(addPaymentInfoEvent(api.getState().cart.items, payload.details.paymentMethod ?? '')),
  });

  // The cart still holds the order's lines and totals when it is queued (it is emptied after).
  startListening({
    actionCreator: orderQueued,
    effect: ({ payload: entry }, api) => {
      const state = api.getState();
      const earlierOrders = state.orderQueue.entries.filter((e) => e.order_id !== entry.order_id && e.transmited && e.cancelled === null);
      keepPurchaseDraft(
        storage,
        purchaseEvent({
          orderId: entry.order_id,
          lines: state.cart.items,
          grandTotal: totalsField(state, 'grand_total') ?? segment(state, 'grand_total'),
          tax: totalsField(state, 'tax_amount') ?? segment(state, 'tax'),
          shippingInclTax: totalsField(state, 'shipping_incl_tax') ?? segment(state, 'shipping'),
          shippingTax: totalsField(state, 'shipping_tax_amount') ?? 0,
          discount: totalsField(state, 'discount_amount') ?? segment(state, 'discount'),
          coupon: state.cart.couponCode,
          paymentType: entry.payload.addressInformation.payment_method_code,
          isPlusMember: isPlusMember(state),
          newCustomer: earlierOrders.length === 0,
        }),
      );
    },
  });
  startListening({
    actionCreator: orderAccepted,
    effect: ({ payload }) => {
      const purchase = takePurchaseToReport(storage, payload.order_id);
      if (purchase) trackEvent(purchase);
    },
  });

  startListening({ actionCreator: loggedIn, effect: () => trackEvent(loginEvent()) });
  startListening({ actionCreator: wishlistItemAdded, effect: ({ payload }) => trackEvent(addToWishlistEvent({ sku: payload.sku })) });
  startListening({
    matcher: isAnyOf(appStarted, userLoaded, loggedOut),
    effect: (_a, api) => pushVisitorData(api.getState(), storage, api.extra.random),
  });
}

/** A new consent choice re-sends the visitor data (with the hashed e-mail once analytics is granted). */
export function followConsentChanges(getState: () => RootState, random: () => number): void {
  if (typeof window === 'undefined') return;
  window.addEventListener(CONSENT_CHANGED_EVENT, () => void pushVisitorData(getState(), browserStorage(), random));
}
