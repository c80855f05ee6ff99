/**
 * Notifications on screen (spec 01 §3, §9): a random id up to 100 000, removed after 5 000 ms
 * unless `timeToLive` or `hasNoTimeout` says otherwise (see `notifications-listeners.ts`); one
 * identical to the last is not added again.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isSameNotification } from './notification';
import { actionTaken, notificationAdded, notificationsInitialState as initialState } from './notifications-state';

export { actionTaken, notificationAdded, type NotificationsState } from './notifications-state';

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((n) => n.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(notificationAdded, (state, action) => {
        const last = state.items.at(-1);
        if (last !== undefined && isSameNotification(last, action.payload)) return;
        state.items.push(action.payload);
      })
      .addCase(actionTaken, (state, action) => {
        state.items = state.items.filter((n) => n.id !== action.payload.id);
      });
  },
});

export const { notificationRemoved } = notificationsSlice.actions;
