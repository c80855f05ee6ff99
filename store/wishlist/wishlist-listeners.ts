/**
 * The wishlist on the server (spec 02 §4 "Session", "Wishlist sync after login"): at login and on
 * start with a token the server's list is pulled; its items not yet local are added locally, local
 * items not on the server are pushed, and a push answered 400 removes the local item. A logged-in
 * customer's every add and remove goes to the server.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { wishlistDeleteTask, wishlistPullTask, wishlistUpdateTask } from '@/lib/api';
import { serverWishlistItemSchema, wishlistSyncPlan } from '@/lib/wishlist/wishlist-rules';
import { appStarted } from '../app-events';
import type { AppListenerApi, AppStartListening } from '../listener-types';
import { loggedIn } from '../session/session-slice';
import { wishlistItemAdded, wishlistItemRemoved, wishlistPushRefused, wishlistServerItemsTaken } from './wishlist-slice';

const HTTP_BAD_REQUEST = 400;

async function syncWithServer(api: AppListenerApi): Promise<void> {
  const pulled = await api.extra.executor.execute(wishlistPullTask());
  const server = serverWishlistItemSchema.array().safeParse(pulled.result);
  if (pulled.code !== 200 || !server.success) return;
  const plan = wishlistSyncPlan(api.getState().wishlist.items, server.data);
  if (plan.addLocally.length > 0) api.dispatch(wishlistServerItemsTaken(plan.addLocally));
  for (const item of plan.push) {
    const answer = await api.extra.executor.execute(wishlistUpdateTask(item));
    if (answer.code === HTTP_BAD_REQUEST) api.dispatch(wishlistPushRefused({ sku: item.sku }));
  }
}

export function registerWishlistListeners(startListening: AppStartListening): void {
  // One sync at a time: a second one meanwhile would push what the first is pushing, and its 400 would drop the item.
  let syncing: Promise<void> | null = null;
  startListening({
    matcher: isAnyOf(loggedIn, appStarted),
    effect: async (_action, api) => {
      if (api.getState().session.token === null || syncing) return;
      syncing = syncWithServer(api).finally(() => (syncing = null));
      await syncing;
    },
  });
  startListening({
    actionCreator: wishlistItemAdded,
    effect: async ({ payload }, api) => {
      if (api.getState().session.token !== null) await api.extra.executor.execute(wishlistUpdateTask(payload));
    },
  });
  startListening({
    actionCreator: wishlistItemRemoved,
    effect: async ({ payload }, api) => {
      if (api.getState().session.token !== null) await api.extra.executor.execute(wishlistDeleteTask(payload.sku));
    },
  });
}
