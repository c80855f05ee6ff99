/**
 * The subscription pages' calls (spec 02 §2 "subscriptions list and detail", §4 actions, §8):
 * read the customer's subscriptions or one of them, and pause, reactivate, skip, cancel, renew or
 * edit one. Nothing personal is stored in the page's state: each call answers what its screen
 * shows, and a done action says so in a notification with the spec's wording.
 */
import {
  messageKey,
  subscriptionActionTask,
  subscriptionCancellationTask,
  subscriptionEditTask,
  subscriptionsTask,
  subscriptionTask,
  type UserMessage,
} from '@/lib/api';
import {
  subscriptionListSchema,
  subscriptionViewSchema,
  type SubscriptionEditInput,
  type SubscriptionView,
} from '@/lib/contract/subscription';
import type { SubscriptionAction } from '@/lib/config/subscriptions';
import { cancellationReceiptSchema, type CancellationReceipt } from '@/lib/contract/subscription-cancellation';
import type { AppDispatch, StoreExtra } from '../listener-types';
import { okAction } from '../notifications/notification';
import { notificationAdded } from '../notifications/notifications-slice';
import type { RootState } from '../root-reducer';
import { send } from '../session/auth-actions';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState, extra: StoreExtra) => Promise<T>;

export type SubscriptionsOutcome = { ok: true; subscriptions: SubscriptionView[] } | { ok: false; error: UserMessage };
export type SubscriptionOutcome = { ok: true; subscription: SubscriptionView } | { ok: false; error: UserMessage; code?: number };

const SOMETHING_WENT_WRONG = messageKey('auth.somethingWentWrong');

/** `subscriptions.donePause`, `subscriptions.doneSkip`, …: notification keys are one level deep. */
function doneMessage(action: SubscriptionAction): UserMessage {
  return messageKey(`subscriptions.done${action[0].toUpperCase()}${action.slice(1)}`);
}

export function loadSubscriptions(): Thunk<SubscriptionsOutcome> {
  return async (_dispatch, _getState, extra) => {
    const sent = await send(extra, subscriptionsTask());
    if (!sent.ok) return sent;
    const list = subscriptionListSchema.safeParse(sent.answer.result);
    return list.success ? { ok: true, subscriptions: list.data } : { ok: false, error: SOMETHING_WENT_WRONG };
  };
}

async function readSubscription(extra: StoreExtra, task: ReturnType<typeof subscriptionTask>): Promise<SubscriptionOutcome> {
  const sent = await send(extra, task);
  if (!sent.ok) return sent;
  const subscription = subscriptionViewSchema.safeParse(sent.answer.result);
  return subscription.success ? { ok: true, subscription: subscription.data } : { ok: false, error: SOMETHING_WENT_WRONG };
}

export function loadSubscription(id: string): Thunk<SubscriptionOutcome> {
  return (_dispatch, _getState, extra) => readSubscription(extra, subscriptionTask(id));
}

export type SubscriptionChange = { action: Exclude<SubscriptionAction, 'edit'> } | { action: 'edit'; edit: SubscriptionEditInput };

/** Sends the action; the server's refusal (in the store's language) is answered for the page to show. */
export function changeSubscription(id: string, change: SubscriptionChange): Thunk<SubscriptionOutcome> {
  return async (dispatch, _getState, extra) => {
    const task = change.action === 'edit' ? subscriptionEditTask(id, change.edit) : subscriptionActionTask(id, change.action);
    const outcome = await readSubscription(extra, task);
    if (outcome.ok) dispatch(notificationAdded({ type: 'success', message: doneMessage(change.action), action1: okAction }));
    return outcome;
  };
}

export type CancellationOutcome = { ok: true; receipt: CancellationReceipt } | { ok: false; error: UserMessage; code?: number };

/** Sends the cancellation form (with its evidence file); the server's refusal is answered for the form to show. */
export function requestSubscriptionCancellation(form: FormData): Thunk<CancellationOutcome> {
  return async (_dispatch, _getState, extra) => {
    const sent = await send(extra, subscriptionCancellationTask(form));
    if (!sent.ok) return sent;
    const receipt = cancellationReceiptSchema.safeParse(sent.answer.result);
    return receipt.success ? { ok: true, receipt: receipt.data } : { ok: false, error: SOMETHING_WENT_WRONG };
  };
}
