/**
 * Adds to the cart the shopper made that the server has not answered yet (issue 35: the first tap
 * answers at once). The add-to-cart button and the header's badge read them the moment the tap
 * lands, before the client runtime has loaded or the server has answered: the button shows itself
 * busy and the badge counts the lines as if they were in. When the cart's work for the add ends
 * (`addRequested`'s listener), the add is settled: on success the server's cart holds the lines by
 * then, on a refusal they drop out of the count again and the executor has told the shopper why.
 *
 * A tiny external store (React's `useSyncExternalStore`), not Redux state: the page store has no
 * reducer until the runtime installs its own, and the answer must not wait for that chunk.
 */
import { useSyncExternalStore } from 'react';
import { cartItemCount, type CartCountType } from '@/lib/catalog/cart-count';
import { DEFAULT_CART_COUNT_TYPE } from '@/lib/config/catalog';
import type { CartItem } from '@/lib/catalog/types';

export interface PendingAdd {
  id: string;
  items: readonly CartItem[];
  /** The shopper was told it is in (ADR 0075); the badge counts it until the runtime's cart holds it. */
  confirmed?: boolean;
}

const NONE: readonly PendingAdd[] = [];
let pending: readonly PendingAdd[] = NONE;
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: readonly PendingAdd[]): void {
  pending = next.length === 0 ? NONE : next;
  listeners.forEach((listener) => listener());
}

/** Records an add the shopper just made; answers its id, which `addRequested` carries to the listener. */
export function beginPendingAdd(items: readonly CartItem[]): string {
  counter += 1;
  const id = `add-${counter}`;
  publish([...pending, { id, items }]);
  return id;
}

/** The add is confirmed before the runtime took it (ADR 0075): its button is no longer busy, the badge still counts it. */
export function confirmPendingAdd(id: string): void {
  if (!pending.some((add) => add.id === id && !add.confirmed)) return;
  publish(pending.map((add) => (add.id === id ? { ...add, confirmed: true } : add)));
}

/** The add's work has ended (answered, refused or failed): it no longer counts. */
export function settlePendingAdd(id: string | undefined): void {
  if (id === undefined || !pending.some((add) => add.id === id)) return;
  publish(pending.filter((add) => add.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The adds not answered yet, as of now. */
export const pendingAddsNow = () => pending;
// The server renders no pending adds; neither does hydration.
const serverSnapshot = () => NONE;

export function usePendingAdds(): readonly PendingAdd[] {
  return useSyncExternalStore(subscribe, pendingAddsNow, serverSnapshot);
}

/**
 * The badge's count with the pending adds in (spec 01 §4 count types): their quantities, or as lines
 * the products not in the cart yet. Matching by sku alone is enough for the moment until the server
 * answers (lines differing only in their options count once); the matching by options' checksum
 * would load its hash library onto every catalogue page.
 */
export function optimisticItemCount(items: readonly CartItem[], adds: readonly PendingAdd[], countType: CartCountType = DEFAULT_CART_COUNT_TYPE): number {
  const added = adds.flatMap((add) => add.items);
  if (countType !== 'lines') return cartItemCount([...items, ...added], countType);
  const inCart = new Set(items.map((item) => item.sku));
  return items.length + new Set(added.map((line) => line.sku).filter((sku) => !inCart.has(sku))).size;
}
