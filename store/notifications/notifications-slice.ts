/**
 * Notifications on screen (spec 01 §3, §9): a random id up to 100 000, removed after 5 000 ms
 * unless `timeToLive` or `hasNoTimeout` says otherwise (see `notifications-listeners.ts`); one
 * identical to the last is not added again.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NOTIFICATION_ID_MAX } from '@/lib/config/client';
import {
  checkedNotificationInput,
  isSameNotification,
  type Notification,
  type NotificationAction,
  type NotificationInput,
} from './notification';

export interface NotificationsState {
  items: Notification[];
}

const initialState: NotificationsState = { items: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationAdded: {
      reducer(state, action: PayloadAction<Notification>) {
        const last = state.items.at(-1);
        if (last !== undefined && isSameNotification(last, action.payload)) return;
        state.items.push(action.payload);
      },
      prepare(input: NotificationInput) {
        return { payload: { ...checkedNotificationInput(input), id: Math.floor(Math.random() * NOTIFICATION_ID_MAX) + 1 } };
      },
    },
    notificationRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((n) => n.id !== action.payload);
    },
    /** The shopper pressed a notification's button; it closes and the feature reacts. */
    actionTaken(state, action: PayloadAction<{ id: number; action: NotificationAction['action'] }>) {
      state.items = state.items.filter((n) => n.id !== action.payload.id);
    },
  },
});

export const { notificationAdded, notificationRemoved, actionTaken } = notificationsSlice.actions;
