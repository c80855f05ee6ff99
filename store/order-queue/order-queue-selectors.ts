/** What the shopper and the queue processing derive from the outbox. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../root-reducer';

export type QueuedOrderStatus = 'pending' | 'sent' | 'cancelled';

const selectOrderQueue = (state: RootState) => state.orderQueue;

/** Entries waiting to be sent and not being sent right now. */
export const selectOrdersToTransmit = createSelector([selectOrderQueue], (queue) =>
  queue.entries.filter((e) => !e.transmited && e.cancelled === null && !queue.inFlight.includes(e.order_id)),
);

export function selectQueuedOrderStatus(state: RootState, orderId: string): QueuedOrderStatus | null {
  const entry = state.orderQueue.entries.find((e) => e.order_id === orderId);
  if (!entry) return null;
  if (entry.cancelled !== null) return 'cancelled';
  return entry.transmited ? 'sent' : 'pending';
}

export function selectIsOrderHashKnown(state: RootState, hash: string): boolean {
  return state.orderQueue.sessionOrderHashes.includes(hash);
}
