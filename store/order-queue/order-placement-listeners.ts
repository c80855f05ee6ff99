/**
 * Placing an order (spec 01 §4 "Order placement"): the sha3-224 hash of the order guards against
 * a second identical submission in this session; offline the order is queued unsent and reported
 * as placed; online it is sent with its queue entry's order id as Idempotency-Key and queued as
 * sent (200), or queued unsent with the validation text (400) or the queued text (a server error
 * or a failure, worth sending again). The stock refusal is the exception: the queue would only
 * cancel it on its first replay, so it is told at once with the spec's cancellation text, nothing is
 * queued, and the checkout offers the fix for its lines.
 * Once the order is placed or queued to be sent, the cart is emptied without a server call (the
 * server converted the quote, or will when the queued order arrives), as Vue Storefront's
 * `checkout/placeOrder` does; after a 400 or the stock refusal the cart stays, for the shopper to
 * correct the order.
 */
import { sha3_224 } from 'js-sha3';
import { messageKey, placeOrderTask } from '@/lib/api';
import { isStockRefusal, stockRefusalOf } from '@/lib/checkout/order-stock-refusal';
import type { OrderPayload } from '@/lib/contract/order';
import { ORDER_ID_RANDOM_MAX } from '@/lib/config/client';
import { cleared } from '../cart/cart-slice';
import { orderConfirmed, orderPending, orderRefusedForStock } from '../checkout/checkout-slice';
import type { AppStartListening } from '../listener-types';
import { errorNotification } from '../notifications/notifications-listeners';
import { progressEnded, progressStarted } from '../ui/ui-slice';
import type { OrderQueueEntry } from './order-queue-entry';
import { selectIsOrderHashKnown } from './order-queue-selectors';
import { lastOrderTimestamped, orderAccepted, orderHashKept, orderHashRemoved, orderPlacementRequested, orderQueued } from './order-queue-state';


export function orderHash(order: OrderPayload): string {
  return sha3_224(JSON.stringify(order));
}

export function registerOrderPlacementListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: orderPlacementRequested,
    effect: async ({ payload: order }, api) => {
      const { executor, now, random, isOnline, storeView } = api.extra;
      const hash = orderHash(order);
      if (selectIsOrderHashKnown(api.getState(), hash)) return;
      api.dispatch(orderHashKept(hash));

      const createdAt = now();
      const entry: OrderQueueEntry = {
        order_id: `${createdAt}-${Math.floor(random() * ORDER_ID_RANDOM_MAX)}`,
        created_at: createdAt,
        updated_at: createdAt,
        transmited: false,
        transmited_at: null,
        cancelled: null,
        payload: order,
      };
      // The order is in storage before the shopper reads "pending": a tab closed right after keeps it.
      const queueUnsent = async () => {
        api.dispatch(orderQueued(entry));
        await api.extra.persistNow();
        api.dispatch(orderPending({ order_id: entry.order_id }));
      };

      if (!isOnline()) {
        await queueUnsent();
        api.dispatch(lastOrderTimestamped(createdAt));
        api.dispatch(cleared());
        return;
      }

      api.dispatch(progressStarted(messageKey('checkout.processingOrder')));
      try {
        const answer = await executor.execute(placeOrderTask(order, entry.order_id));
        if (answer.code === 200) {
          const sentAt = now();
          api.dispatch(orderQueued({ ...entry, transmited: true, transmited_at: sentAt, updated_at: sentAt }));
          api.dispatch(orderAccepted({ order_id: entry.order_id }));
          api.dispatch(lastOrderTimestamped(sentAt));
          api.dispatch(orderConfirmed({ order_id: entry.order_id, confirmation: answer.result }));
          api.dispatch(cleared());
        } else if (isStockRefusal(answer)) {
          api.dispatch(orderHashRemoved(hash));
          api.dispatch(errorNotification(messageKey('checkout.queuedOrderStockError')));
          api.dispatch(orderRefusedForStock(stockRefusalOf(answer)));
        } else if (answer.code === 400) {
          api.dispatch(orderHashRemoved(hash));
          api.dispatch(errorNotification(messageKey('checkout.orderValidationError', { email: storeView.contactEmail })));
          api.dispatch(orderQueued(entry));
        } else {
          throw new Error(`order answered ${answer.code}`);
        }
      } catch {
        api.dispatch(orderHashRemoved(hash));
        api.dispatch(errorNotification(messageKey('checkout.orderQueuedError')));
        await queueUnsent();
        api.dispatch(cleared());
      } finally {
        api.dispatch(progressEnded());
      }
    },
  });
}
