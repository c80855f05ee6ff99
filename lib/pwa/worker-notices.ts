/**
 * What the service worker tells its pages (ADR 0028): its background sync sent a stored order and
 * the server answered, so a page holding that order in its queue sends its own entry at once and
 * learns the outcome (the Idempotency-Key brings back the order the replay made). Checked by hand,
 * not with zod, for the same reason as `worker-messages.ts`: the worker stays small.
 */
import type { ReplayOutcome } from './order-sync';

export const ORDER_REPLAYED = 'order-replayed';

export type WorkerNotice = { type: typeof ORDER_REPLAYED; order_id: string };

/** The notice, or null for anything else a page receives on its service-worker channel. */
export function parseWorkerNotice(data: unknown): WorkerNotice | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, order_id } = data as { type?: unknown; order_id?: unknown };
  return type === ORDER_REPLAYED && typeof order_id === 'string' && order_id.length > 0 ? { type, order_id } : null;
}

/** The notice for one replayed send: every send the server answered, for the page to send its entry (none without a key). */
export function noticeOfReplay(outcome: ReplayOutcome): WorkerNotice | null {
  return outcome.order === null || outcome.order === '' ? null : { type: ORDER_REPLAYED, order_id: outcome.order };
}

/** The worker's windows, as `self.clients` gives them. */
export interface WorkerWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ postMessage(message: WorkerNotice): void }>>;
}

/** Tells every open page of the origin (controlled or not yet) that the server answered this replayed send. */
export async function tellPagesOfReplay(windows: WorkerWindows, outcome: ReplayOutcome): Promise<void> {
  const notice = noticeOfReplay(outcome);
  if (notice === null) return;
  for (const page of await windows.matchAll({ type: 'window', includeUncontrolled: true })) page.postMessage(notice);
}
