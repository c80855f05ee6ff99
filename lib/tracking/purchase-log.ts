/**
 * A purchase is reported exactly once (issue 20), also for an order that waited in the offline
 * queue and is accepted on a later page: its event is built when the order is placed (the cart
 * still holds its lines and totals), kept by order id in the browser's storage, and pushed when
 * the server accepts that order; the ids already reported are remembered, so a replay never
 * reports it again.
 */
import { PURCHASE_DRAFTS_KEY, PURCHASES_REPORTED_KEY, PURCHASES_REPORTED_MAX } from '@/lib/config/tracking';
import type { PurchaseEvent } from './events';

export type PurchaseStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read<T>(storage: PurchaseStorage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(storage: PurchaseStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, quota): the purchase is then reported from memory on this page only.
  }
}

export function keepPurchaseDraft(storage: PurchaseStorage, event: PurchaseEvent): void {
  const drafts = read<Record<string, PurchaseEvent>>(storage, PURCHASE_DRAFTS_KEY, {});
  drafts[event.ecommerce.orderId] = event;
  write(storage, PURCHASE_DRAFTS_KEY, drafts);
}

/** The purchase to report for an accepted order, once: null when it was reported already or never drafted. */
export function takePurchaseToReport(storage: PurchaseStorage, orderId: string): PurchaseEvent | null {
  const reported = read<string[]>(storage, PURCHASES_REPORTED_KEY, []);
  if (reported.includes(orderId)) return null;
  const drafts = read<Record<string, PurchaseEvent>>(storage, PURCHASE_DRAFTS_KEY, {});
  const draft = drafts[orderId] ?? null;
  if (!draft) return null;
  delete drafts[orderId];
  write(storage, PURCHASE_DRAFTS_KEY, drafts);
  write(storage, PURCHASES_REPORTED_KEY, [...reported, orderId].slice(-PURCHASES_REPORTED_MAX));
  return draft;
}
