/**
 * What the customer does in the account area (spec 02 §2 "Account", §4, §8): page through the
 * orders history, update the profile, change the password (refused offline, then a re-login with
 * the new password), delete the account (refused offline, then a silent logout and the home page),
 * cancel an order and reorder one into the cart. Each answers what its screen
 * shows; the spec's success texts go out as notifications.
 */
import { cancelOrderTask, changePasswordTask, deleteAccountTask, loginTask, messageKey, orderDataTask, ordersHistoryTask, reorderTask, updateProfileTask, type PasswordChange, type ProfileUpdate, type UserMessage } from '@/lib/api';
import { cartTokenSchema } from '@/lib/contract/cart-answers';
import { orderViewSchema, ordersHistoryPageSchema, type OrderView } from '@/lib/contract/order-view';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { ORDERS_HISTORY_FIRST_PAGE, ORDERS_HISTORY_PAGE_SIZE } from '@/lib/config/commerce';
import { tokenReceived } from '../cart/cart-slice';
import type { AppDispatch, StoreExtra } from '../listener-types';
import { okAction } from '../notifications/notification';
import { notificationAdded } from '../notifications/notifications-slice';
import type { RootState } from '../root-reducer';
import { send, sendOnline, type AuthOutcome } from '../session/auth-actions';
import { startSession } from '../session/session-login';
import { sessionUserSchema } from '@/lib/contract/session';
import { loggedOut, userLoaded } from '../session/session-slice';
import { orderChanged, pageFailed, pageReceived, pageRequested, selectOrderById } from './orders-history-slice';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra) => Promise<T>;

const SOMETHING_WENT_WRONG = messageKey('auth.somethingWentWrong');

function succeeded(dispatch: AppDispatch, message: UserMessage): void {
  dispatch(notificationAdded({ type: 'success', message, action1: okAction }));
}

/** Reads one page of the orders history; the first page replaces the list, later ones append. */
export function loadOrdersPage(page: number): Thunk<boolean> {
  return async (dispatch, _getState, extra) => {
    dispatch(pageRequested());
    const sent = await send(extra, ordersHistoryTask(ORDERS_HISTORY_PAGE_SIZE, page));
    const history = sent.ok ? ordersHistoryPageSchema.safeParse(sent.answer.result) : null;
    if (!history?.success) {
      dispatch(pageFailed());
      return false;
    }
    dispatch(pageReceived(history.data));
    return true;
  };
}

export const loadFirstOrdersPage = () => loadOrdersPage(ORDERS_HISTORY_FIRST_PAGE);

export function loadNextOrdersPage(): Thunk<boolean> {
  return (dispatch, getState) => dispatch(loadOrdersPage(getState().ordersHistory.currentPage + 1));
}

export type OrderOutcome = { ok: true; order: OrderView } | { ok: false; error: UserMessage };

function readOrder(sent: Awaited<ReturnType<typeof send>>): OrderOutcome {
  if (!sent.ok) return sent;
  const order = orderViewSchema.safeParse(sent.answer.result);
  return order.success ? { ok: true, order: order.data } : { ok: false, error: SOMETHING_WENT_WRONG };
}

/** One order: from the loaded history when it is there, else from the server. */
export function loadOrder(id: string): Thunk<OrderOutcome> {
  return async (_dispatch, getState, extra) => {
    const known = selectOrderById(getState(), id);
    return known ? { ok: true, order: known } : readOrder(await send(extra, orderDataTask(id)));
  };
}

/** Cancels the order (the server refuses once it is processed); the history shows the new status. */
export function cancelOrder(id: string): Thunk<OrderOutcome> {
  return async (dispatch, _getState, extra) => {
    const outcome = readOrder(await send(extra, cancelOrderTask(id)));
    if (outcome.ok) dispatch(orderChanged(outcome.order));
    return outcome;
  };
}

/** Puts the order's lines into the customer's cart, takes over that cart's token and opens the cart. */
export function reorder(id: string): Thunk<AuthOutcome> {
  return async (dispatch, _getState, extra) => {
    const sent = await send(extra, reorderTask(id));
    if (!sent.ok) return sent;
    const token = cartTokenSchema.safeParse(sent.answer.result);
    if (!token.success) return { ok: false, error: SOMETHING_WENT_WRONG };
    dispatch(tokenReceived(token.data));
    await extra.persistNow();
    extra.navigate(`${extra.storeView.pathPrefix}${SHOP_ROUTES.cart}`);
    return { ok: true };
  };
}

/** The session takes the profile a profile call answered; false when the answer is no profile. */
export function keepAnsweredProfile(dispatch: AppDispatch, getState: () => RootState, result: unknown): boolean {
  const user = sessionUserSchema.safeParse(result);
  if (user.success) dispatch(userLoaded({ user: user.data, groupToken: getState().session.groupToken }));
  return user.success;
}

/** Saves name and e-mail; the session keeps the answered profile (spec 02 §8 texts). */
export function updateProfile(customer: ProfileUpdate): Thunk<AuthOutcome> {
  return async (dispatch, getState, extra) => {
    const sent = await send(extra, updateProfileTask(customer));
    if (!sent.ok || !keepAnsweredProfile(dispatch, getState, sent.answer.result)) return { ok: false, error: SOMETHING_WENT_WRONG };
    succeeded(dispatch, messageKey('account.profileUpdated'));
    return { ok: true };
  };
}

/**
 * Changes the password (refused offline); the server ends every session of the account, so the
 * customer is logged in again with the new password (spec 02 §4).
 */
export function changePassword(passwords: PasswordChange): Thunk<AuthOutcome> {
  return async (dispatch, getState, extra) => {
    const changed = await sendOnline(extra, changePasswordTask(passwords));
    if (!changed.ok) return changed;
    const email = getState().session.user?.email;
    if (email !== undefined) {
      const login = await send(extra, loginTask({ username: email, password: passwords.newPassword }));
      // A logout while the new login was on its way wins: the answer must not log the customer in again.
      if (login.ok && getState().session.user?.email === email) await dispatch(startSession(login.answer));
    }
    // Said once the new session is there, so what the customer does next (log out) comes after it.
    succeeded(dispatch, messageKey('account.passwordUpdated'));
    return { ok: true };
  };
}

/**
 * Deletes the account after the password was given again (refused offline). The server has ended
 * every session already, so the logout is silent; the cleared session is stored before the home
 * page opens, and the deletion's own notice says what happened.
 */
export function deleteAccount(currentPassword: string): Thunk<AuthOutcome> {
  return async (dispatch, _getState, extra) => {
    const deleted = await sendOnline(extra, deleteAccountTask(currentPassword));
    if (!deleted.ok) return deleted;
    dispatch(loggedOut({ silent: true }));
    await extra.persistNow();
    succeeded(dispatch, messageKey('deletion.deleted'));
    extra.navigate(`${extra.storeView.pathPrefix}${SHOP_ROUTES.home}`);
    return { ok: true };
  };
}
