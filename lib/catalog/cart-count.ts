/** How many items the cart badge counts (spec 01 §4): lines or quantities. Apart from the cart's line rules so the header needs nothing else. */
import { CART_COUNT_TYPES, DEFAULT_CART_COUNT_TYPE } from '@/lib/config/catalog';
import type { CartItem } from './types';

export type CartCountType = (typeof CART_COUNT_TYPES)[number];

/** Item count: the number of lines, or the sum of quantities (default). */
export function cartItemCount(items: readonly Pick<CartItem, 'qty'>[], countType: CartCountType = DEFAULT_CART_COUNT_TYPE): number {
  return countType === 'lines' ? items.length : items.reduce((sum, item) => sum + item.qty, 0);
}

