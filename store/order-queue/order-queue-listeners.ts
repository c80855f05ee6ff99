/**
 * Sending the outbox (spec 01 §4 "Queue processing", docs/architecture.md "Server API rules"): on coming
 * back online (and on start), with automatic transmission or on the thank-you page the unsent
 * orders go out one at a time, else the shopper is asked first. Each send carries the entry's
 * Idempotency-Key. The stock error and a 400 cancel the order with their texts; a network
 * failure, a non-JSON answer or another 5xx leave it unsent for a later retry; any other code
 * counts as sent.
 * A send that failed while the page is online is tried again on a short backoff
 * (`ORDER_QUEUE_RETRY_DELAYS_MS`), and an order the service worker's background sync sent is sent
 * by the page at once, so the page always learns the outcome (ADR 0028). A thank-you page whose
 * order is sent but whose confirmation was never stored (the page that sent it was left while the
 * answer came, and only the queue's write made it to storage) asks the server for it again.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { ApiError, messageKey, placeOrderTask, type TaskResult } from '@/lib/api';
import { ORDER_QUEUE_RETRY_DELAYS_MS } from '@/lib/config/order-queue';
import { isStockRefusal } from '@/lib/checkout/order-stock-refusal';
import { appStarted, connectivityChanged } from '../app-events';
import { orderConfirmed, selectIsThankYouPage } from '../checkout/checkout-slice';
import type { AppListenerApi as Api, AppStartListening } from '../listener-types';
import { notificationAdded, actionTaken } from '../notifications/notifications-slice';
import { errorNotification } from '../notifications/notifications-listeners';
import type { OrderQueueEntry } from './order-queue-entry';
import { selectOrdersToTransmit } from './order-queue-selectors';
import { orderAccepted, orderCancelled, orderReplayedByWorker, orderTransmitted, transmissionFailed, transmissionStarted } from './order-queue-slice';

const SERVER_ERROR_MIN = 500;

/** How a send ended: settled (sent, cancelled, or already on its way) or to be tried again later. */
type Transmission = 'settled' | 'retry';

async function transmit(entry: OrderQueueEntry, api: Api): Promise<Transmission> {
  const { order_id } = entry;
  const state = api.getState().orderQueue;
  if (state.inFlight.includes(order_id)) return 'settled';
  api.dispatch(transmissionStarted(order_id));
  let answer: TaskResult;
  try {
    answer = await api.extra.executor.execute(placeOrderTask(entry.payload, order_id, 'queued'));
  } catch (error) {
    api.dispatch(transmissionFailed({ order_id, at: api.extra.now() }));
    if (error instanceof ApiError && error.kind === 'network') api.extra.requestBackgroundSync();
    return 'retry';
  }
  const at = api.extra.now();
  if (isStockRefusal(answer)) {
    api.dispatch(orderCancelled({ order_id, at, reason: 'stock' }));
    api.dispatch(errorNotification(messageKey('checkout.queuedOrderStockError')));
  } else if (answer.code === 400) {
    api.dispatch(orderCancelled({ order_id, at, reason: 'address' }));
    api.dispatch(errorNotification(messageKey('checkout.queuedOrderAddressError', { email: api.extra.storeView.contactEmail })));
  } else if (answer.code >= SERVER_ERROR_MIN) {
    api.dispatch(transmissionFailed({ order_id, at }));
    return 'retry';
  } else {
    api.dispatch(orderTransmitted({ order_id, at }));
    if (answer.code === 200) api.dispatch(orderAccepted({ order_id }));
    if (answer.code === 200 && api.getState().checkout.order?.order_id === order_id) {
      api.dispatch(orderConfirmed({ order_id, confirmation: answer.result }));
    }
  }
  return 'settled';
}

/**
 * Sends the unsent orders (asking first where spec 01 §4 says so). When a send failed, the orders
 * still unsent go again after the next backoff wait while the page stays online: the shopper's
 * choice is made, so a retry never asks again. The waits are the listener API's `delay` (timers).
 */
async function transmitQueue(api: Api, confirmed: boolean, attempt = 0): Promise<void> {
  if (!api.extra.isOnline()) return;
  const pending = selectOrdersToTransmit(api.getState());
  if (pending.length === 0) return;
  if (!confirmed && !api.extra.switches.orderAutoTransmission && !selectIsThankYouPage(api.getState())) {
    api.dispatch(
      notificationAdded({
        type: 'info',
        message: messageKey('checkout.queuedOrdersConfirm'),
        action1: { label: messageKey('checkout.sendQueuedOrders'), action: 'transmitOrderQueue' },
        hasNoTimeout: true,
      }),
    );
    return;
  }
  let outcome: Transmission = 'settled';
  for (const entry of pending) if ((await transmit(entry, api)) === 'retry') outcome = 'retry';
  if (outcome === 'settled' || attempt >= ORDER_QUEUE_RETRY_DELAYS_MS.length) return;
  await api.delay(ORDER_QUEUE_RETRY_DELAYS_MS[attempt]);
  await transmitQueue(api, true, attempt + 1);
}

/** The worker sent this order: the page sends its entry now (whatever the switch), to learn the server's answer. */
async function transmitReplayed(api: Api, orderId: string): Promise<void> {
  const entry = selectOrdersToTransmit(api.getState()).find((e) => e.order_id === orderId);
  if (entry === undefined || !api.extra.isOnline()) return;
  if ((await transmit(entry, api)) === 'retry') await transmitQueue(api, true, 1);
}

/**
 * The thank-you page shows an order as sent without its confirmation (number, payment due): the
 * same entry sent again brings back the order the server made (Idempotency-Key). Nothing in the
 * queue changes, and the purchase was reported when the order was accepted.
 */
async function confirmSentOrder(api: Api): Promise<void> {
  const placed = api.getState().checkout.order;
  if (placed === null || placed.confirmation !== null || !api.extra.isOnline()) return;
  const entry = api.getState().orderQueue.entries.find((e) => e.order_id === placed.order_id);
  if (entry === undefined || !entry.transmited || entry.cancelled !== null) return;
  const answer = await api.extra.executor.execute(placeOrderTask(entry.payload, entry.order_id, 'queued')).catch(() => null);
  if (answer?.code === 200 && api.getState().checkout.order?.order_id === entry.order_id) {
    api.dispatch(orderConfirmed({ order_id: entry.order_id, confirmation: answer.result }));
  }
}

export function registerOrderQueueListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: appStarted, effect: (_action, api) => confirmSentOrder(api) });
  startListening({
    matcher: isAnyOf(appStarted, connectivityChanged),
    effect: (action, api) => {
      if (connectivityChanged.match(action) && !action.payload.online) return;
      return transmitQueue(api, false);
    },
  });
  startListening({
    actionCreator: orderReplayedByWorker,
    effect: ({ payload }, api) => transmitReplayed(api, payload.order_id),
  });
  startListening({
    actionCreator: actionTaken,
    effect: ({ payload }, api) => (payload.action === 'transmitOrderQueue' ? transmitQueue(api, true) : undefined),
  });
}
