/**
 * Leaving the thank-you page by its "continue shopping" link: the state is written before the
 * browser goes, so the next page cannot restore the thank-you state it replaced.
 */
import type { AppDispatch, StoreExtra } from '../listener-types';
import { thankYouPageLeft } from './checkout-slice';

export function leaveThankYouPage(path: string) {
  return async (dispatch: AppDispatch, _getState: unknown, extra: StoreExtra): Promise<void> => {
    dispatch(thankYouPageLeft());
    await extra.persistNow();
    extra.navigate(path);
  };
}
