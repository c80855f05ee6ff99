/**
 * What the compare list tells the shopper (spec 02 §5, §8): the warning when a product group
 * already holds 4 products, and "Something went wrong ..." when the stored list could not be
 * read back on start (the stored list is already removed by then, `compare-slice.ts`).
 */
import { REHYDRATE } from 'redux-persist';
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { toggleCompare } from '@/lib/compare/compare-rules';
import { STORAGE_KEYS } from '@/lib/config/client';
import type { AppStartListening } from '../listener-types';
import { StoredStateUnreadable } from '../checked-stored-state';
import { errorNotification } from '../notifications/notifications-listeners';
import { notificationAdded } from '../notifications/notifications-slice';
import { okAction } from '../notifications/notification';
import { compareItemRemoved, compareToggled } from './compare-slice';

function isCompareRestoreFailure(action: UnknownAction): boolean {
  const rehydrate = action as UnknownAction & { key?: string; err?: unknown };
  return rehydrate.type === REHYDRATE && rehydrate.key === STORAGE_KEYS.compare && rehydrate.err instanceof StoredStateUnreadable;
}

export function registerCompareListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: compareToggled,
    effect: ({ payload }, api) => {
      if (toggleCompare(api.getOriginalState().compare.items, payload).outcome !== 'limitReached') return;
      api.dispatch(notificationAdded({ type: 'warning', message: { key: 'compare.limitReached' }, action1: okAction }));
    },
  });
  // Stored at once, so a page left right after a click keeps the change.
  startListening({ matcher: isAnyOf(compareToggled, compareItemRemoved), effect: (_action, api) => api.extra.persistNow() });
  startListening({
    predicate: isCompareRestoreFailure,
    effect: (_action, api) => {
      api.dispatch(errorNotification({ key: 'compare.restoreFailed' }));
    },
  });
}
