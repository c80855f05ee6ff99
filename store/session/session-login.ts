/**
 * Logging in (spec 02 §4 "Session", 01 §4): the login call, the tokens stored (the refresh token
 * from meta), the profile with its price group loaded, then the cart re-authorised for the new
 * token and re-priced for the customer's group, and the wishlist synced with the server's. Resolves once all of that is done and stored, so
 * a page may navigate right after; false when the login was refused (the executor has shown why).
 */
import { loginTask, type TaskResult } from '@/lib/api';
import { tokenAnswerSchema, type LoginRequest } from '@/lib/contract/user';
import { profileTask } from '@/lib/checkout';
import { reauthorizeCart } from '../cart/cart-listeners';
import { syncWishlist } from '../wishlist/wishlist-listeners';
import type { AppDispatch, StoreExtra } from '../listener-types';
import type { RootState } from '../root-reducer';
import { sessionUserSchema } from '@/lib/contract/session';
import { loggedIn, userLoaded } from './session-slice';

/**
 * Everything after the login call: stores the tokens of a 200 answer, loads the profile and
 * re-authorises the cart. False, changing nothing, when the answer is not a token answer.
 */
export function startSession(answer: TaskResult) {
  return async (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra): Promise<boolean> => {
    const login = tokenAnswerSchema.safeParse(answer);
    if (!login.success) return false;
    dispatch(loggedIn({ token: login.data.result, refreshToken: login.data.meta?.refreshToken ?? null }));
    const profile = await extra.executor.execute(profileTask());
    const user = profile.code === 200 ? sessionUserSchema.safeParse(profile.result) : null;
    if (user?.success) dispatch(userLoaded({ user: user.data, groupToken: null }));
    await reauthorizeCart({ dispatch, getState, extra });
    await dispatch(syncWishlist());
    await extra.persistNow();
    return true;
  };
}

export function logIn(credentials: LoginRequest) {
  return async (dispatch: AppDispatch, _getState: () => RootState, extra: StoreExtra): Promise<boolean> =>
    dispatch(startSession(await extra.executor.execute(loginTask(credentials))));
}
