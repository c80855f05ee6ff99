/** A checkout state older than 30 minutes is dropped when the shop starts (spec 01 §4). */
import { appStarted } from '../app-events';
import type { AppStartListening } from '../listener-types';
import { checkoutExpired, selectIsCheckoutFresh } from './checkout-slice';

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
}
