/**
 * Notifications on screen (spec 01 §3, §9): a random id up to 100 000, removed after 5 000 ms
 * unless `timeToLive` or `hasNoTimeout` says otherwise (see `notifications-listeners.ts`); one
 * identical to the last is not added again. State and actions: `notifications-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { isSameNotification } from './notification';
import { actionTaken, notificationAdded, notificationRemoved, notificationsInitialState as initialState } from './notifications-state';

export * from './notifications-state';

export const notificationsReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(notificationAdded, (state, action) => {
      const last = state.items.at(-1);
      if (last !== undefined && isSameNotification(last, action.payload)) return;
      state.items.push(action.payload);
    })
    .addCase(actionTaken, (state, action) => {
      state.items = state.items.filter((n) => n.id !== action.payload.id);
    })
    .addCase(notificationRemoved, (state, action) => {
      state.items = state.items.filter((n) => n.id !== action.payload);
    });
});
