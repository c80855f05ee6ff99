/**
 * The wishlist on the server (spec 02 §4 "Session", "Wishlist sync after login"): at login and on
 * start with a token the server's list is pulled; its items not yet local are added locally, local
 * items not on the server are pushed, and a push answered 400 removes the local item. A logged-in
 * customer's every add and remove goes to the server. A change is stored at once, so a page left
 * right after a click keeps it.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { wishlistDeleteTask, wishlistPullTask, wishlistUpdateTask } from '@/lib/api';
import { serverWishlistSchema } from '@/lib/contract/wishlist';
import { wishlistSyncPlan } from '@/lib/wishlist/wishlist-rules';
import { appStarted } from '../app-events';
import type { AppDispatch, AppStartListening, StoreExtra } from '../listener-types';
import type { RootState } from '../root-reducer';
import { wishlistItemAdded, wishlistItemRemoved, wishlistPushRefused, wishlistServerItemsTaken } from './wishlist-slice';

const HTTP_BAD_REQUEST = 400;

/** The sync under way per store: a second one meanwhile would push what the first is pushing, and its 400 would drop the item. */
const syncsUnderWay = new WeakMap<StoreExtra, Promise<void>>();

async function syncWithServer(dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra): Promise<void> {
  const pulled = await extra.executor.execute(wishlistPullTask());
  const server = serverWishlistSchema.safeParse(pulled.result);
  if (pulled.code !== 200 || !server.success) return;
  const plan = wishlistSyncPlan(getState().wishlist.items, server.data);
  if (plan.addLocally.length > 0) dispatch(wishlistServerItemsTaken(plan.addLocally));
  for (const item of plan.push) {
    const answer = await extra.executor.execute(wishlistUpdateTask(item));
    if (answer.code === HTTP_BAD_REQUEST) dispatch(wishlistPushRefused({ sku: item.sku }));
  }
}

/** Merges the local wishlist with a logged-in customer's server list; nothing for a guest. */
export function syncWishlist() {
  return async (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra): Promise<void> => {
    if (getState().session.token === null) return;
    const underWay = syncsUnderWay.get(extra);
    if (underWay) return underWay;
    // Offline or unreachable: the list stays local, and the next start or login syncs it.
    const sync = syncWithServer(dispatch, getState, extra)
      .catch(() => undefined)
      .finally(() => syncsUnderWay.delete(extra));
    syncsUnderWay.set(extra, sync);
    return sync;
  };
}

export function registerWishlistListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      await api.dispatch(syncWishlist());
    },
  });
  startListening({
    matcher: isAnyOf(wishlistItemAdded, wishlistItemRemoved),
    effect: async (action, api) => {
      await api.extra.persistNow();
      if (api.getState().session.token === null) return;
      const task = wishlistItemAdded.match(action) ? wishlistUpdateTask(action.payload) : wishlistDeleteTask((action as ReturnType<typeof wishlistItemRemoved>).payload.sku);
      // A change the server missed is pushed by the next sync.
      await api.extra.executor.execute(task).catch(() => undefined);
    },
  });
}
