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
import { findCartItem } from '@/lib/catalog/cart-items';
import type { CartItem } from '@/lib/catalog/types';

export interface PendingAdd {
  id: string;
  items: readonly CartItem[];
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

/** The cart's lines with the pending adds merged in, as the server will hold them once it has answered. */
export function withPendingAdds(items: readonly CartItem[], adds: readonly PendingAdd[]): readonly CartItem[] {
  if (adds.length === 0) return items;
  const lines = [...items];
  for (const line of adds.flatMap((add) => add.items)) {
    const existing = findCartItem(lines, line);
    if (existing === undefined) lines.push(line);
    else lines[lines.indexOf(existing)] = { ...existing, qty: existing.qty + line.qty };
  }
  return lines;
}

/** The badge's count with the pending adds in (spec 01 §4 count types). */
export function optimisticItemCount(items: readonly CartItem[], adds: readonly PendingAdd[], countType?: CartCountType): number {
  return cartItemCount(withPendingAdds(items, adds), countType);
}
