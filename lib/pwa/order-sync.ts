/**
 * Background sync of order sends (spec 01 §4 "A network failure registers a background sync when
 * enabled"): the worker keeps each `POST /api/order` that failed on the network, Idempotency-Key
 * header and all, and replays it when the browser is back online, even with the tab closed. The
 * page's order queue stays the source of truth: it sends the same entry again on its next visit
 * or `online` event, or at once when the worker tells an open page the replay was answered
 * (ADR 0028), and the key makes the server answer that second send with the first order.
 */
import { IDEMPOTENCY_KEY_HEADER, ORDER_REPLAY_HEADER, ORDER_REPLAY_QUEUED } from '@/lib/config/commerce';

/** One stored send, as serwist's BackgroundSyncQueue holds it. */
export interface StoredSend {
  request: Request;
  timestamp?: number;
  metadata?: Record<string, unknown>;
}

/** The part of serwist's BackgroundSyncQueue a replay uses. */
export interface SendQueue {
  shiftRequest(): Promise<StoredSend | undefined>;
  unshiftRequest(entry: StoredSend): Promise<void>;
}

export type ReplayOutcome =
  /** The server answered; the page learns the result when it sends its own entry (told at once when open). */
  | { order: string | null; outcome: 'answered'; status: number }
  /** The stored token had expired: the page, which holds a fresh one, sends the order. */
  | { order: string | null; outcome: 'left-for-page' };

const HTTP_UNAUTHORIZED = 401;

/** The stored send as the worker sends it again: marked as coming from the queue, like the page's own replays. */
function markedAsQueued(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(ORDER_REPLAY_HEADER, ORDER_REPLAY_QUEUED);
  return new Request(request, { headers });
}

/** Thrown so the browser keeps the sync registered and fires it again later. */
export class ReplayInterruptedError extends Error {}

/**
 * Sends the stored requests in order. A network failure puts the send back and stops with an
 * error (the browser retries the sync later); any answer removes it from the worker's queue and
 * is passed to `answered` as it comes (the worker tells its pages), also before an interruption.
 */
export async function replayOrderSends(
  queue: SendQueue,
  send: (request: Request) => Promise<Response>,
  answered: (outcome: ReplayOutcome) => Promise<void> | void = () => undefined,
): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  for (let entry = await queue.shiftRequest(); entry !== undefined; entry = await queue.shiftRequest()) {
    const order = entry.request.headers.get(IDEMPOTENCY_KEY_HEADER);
    let response: Response;
    try {
      response = await send(markedAsQueued(entry.request.clone()));
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw new ReplayInterruptedError(`order ${order ?? '(no key)'} could not be sent: ${String(error)}`);
    }
    const outcome: ReplayOutcome =
      response.status === HTTP_UNAUTHORIZED ? { order, outcome: 'left-for-page' } : { order, outcome: 'answered', status: response.status };
    outcomes.push(outcome);
    await answered(outcome);
  }
  return outcomes;
}
