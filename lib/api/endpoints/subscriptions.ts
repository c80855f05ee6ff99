/**
 * Tasks of the subscription pages (spec 02 §7 getSubscriptions, "subscription lifecycle calls"):
 * the customer's list, one subscription, and an action on it. The pages show every outcome
 * themselves, so the calls are silent; an edit's body is checked with the server's own schema.
 */
import { subscriptionEditInputSchema, type SubscriptionEditInput } from '@/lib/contract/subscription';
import { CANCELLATION_API_PATH, type SubscriptionAction } from '@/lib/config/subscriptions';
import type { Task } from '../task';

const SUBSCRIPTIONS_PATH = '/api/user/subscriptions';

const subscriptionPath = (id: string) => `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(id)}`;

export function subscriptionsTask(): Task {
  return { path: SUBSCRIPTIONS_PATH, method: 'GET', silent: true };
}

export function subscriptionTask(id: string): Task {
  return { path: subscriptionPath(id), method: 'GET', silent: true };
}

export function subscriptionActionTask(id: string, action: Exclude<SubscriptionAction, 'edit'>): Task {
  return { path: `${subscriptionPath(id)}/${action}`, method: 'POST', body: {}, silent: true };
}

export function subscriptionEditTask(id: string, edit: SubscriptionEditInput): Task {
  return { path: `${subscriptionPath(id)}/edit`, method: 'POST', body: subscriptionEditInputSchema.parse(edit), silent: true };
}

/** The cancellation form (multipart: subscription_id, kind, reason, details, evidence). */
export function subscriptionCancellationTask(form: FormData): Task {
  return { path: CANCELLATION_API_PATH, method: 'POST', body: form, silent: true };
}
