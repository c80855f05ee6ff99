/**
 * The order queue's retry waits (ADR 0028). Apart from `client.ts`, which catalogue pages load:
 * only the client runtime's queue listeners read them.
 *
 * After a send of the queue failed (network, a 5xx, an answer that is not JSON) while the page
 * is online, it is sent again after each of these waits, then only on the next `online` event or
 * page: a send made the instant the page came back online can fail because the service worker in
 * between is not online yet, and no second `online` event follows.
 */
export const ORDER_QUEUE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;
