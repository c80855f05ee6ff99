/**
 * The wishlist server calls (spec 01 §7 "Wishlist: POST update, POST delete, GET pull"): a
 * customer's list is read at login, and every add and remove goes to the server. Silent: the
 * local list stays the shopper's answer, and a refused push is handled by the sync (spec 02 §4).
 */
import { wishlistItemInputSchema } from '@/lib/contract/wishlist-calls';
import type { Task } from '../task';

export function wishlistPullTask(): Task {
  return { path: '/api/wishlist/pull', method: 'GET', silent: true };
}

export function wishlistUpdateTask(item: { sku: string; id: number | string }): Task {
  const productId = typeof item.id === 'number' ? { product_id: item.id } : {};
  return { path: '/api/wishlist/update', method: 'POST', body: wishlistItemInputSchema.parse({ sku: item.sku, ...productId }), silent: true };
}

export function wishlistDeleteTask(sku: string): Task {
  return { path: '/api/wishlist/delete', method: 'POST', body: wishlistItemInputSchema.parse({ sku }), silent: true };
}
