/** Recently viewed products in the browser (issue 18): newest first, one entry per sku, at most RECENTLY_VIEWED_MAX. */
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX } from '@/lib/config/service';

export interface ViewedProduct {
  sku: string;
  name: string;
  /** The store-relative product path. */
  path: string;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

export function viewedProducts(storage: KeyValue): ViewedProduct[] {
  try {
    const parsed = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((entry): entry is ViewedProduct => typeof entry?.sku === 'string' && typeof entry?.name === 'string' && typeof entry?.path === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberViewed(storage: KeyValue, product: ViewedProduct): ViewedProduct[] {
  const list = [product, ...viewedProducts(storage).filter((entry) => entry.sku !== product.sku)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the list is only a convenience.
  }
  return list;
}

export function forgetViewed(storage: KeyValue): void {
  storage.setItem(RECENTLY_VIEWED_KEY, '[]');
}
