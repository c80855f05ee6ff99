/**
 * Checkout state over time: a state older than 30 minutes is dropped when the shop starts (spec 01
 * §4), and the thank-you state ends as soon as the shopper puts something new into the cart — the
 * next checkout is a new order, whichever way the shopper left the thank-you page (a link, the
 * logo, the back button, a page closed before its state was written).
 */
import { appStarted } from '../app-events';
import { cartQuantityChanged } from '../cart/cart-state';
import type { AppStartListening } from '../listener-types';
import { checkoutExpired, selectIsCheckoutFresh, thankYouPageLeft } from './checkout-slice';

export function registerCheckoutListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: appStarted,
    effect: (_action, api) => {
      const state = api.getState();
      if (state.checkout.modifiedAt !== null && !selectIsCheckoutFresh(state, api.extra.now())) {
        api.dispatch(checkoutExpired());
      }
    },
  });
  startListening({
    actionCreator: cartQuantityChanged,
    effect: ({ payload }, api) => {
      if (payload.change.kind === 'add' && api.getState().checkout.isThankYouPage) api.dispatch(thankYouPageLeft());
    },
  });
}
