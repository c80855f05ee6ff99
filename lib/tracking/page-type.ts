/**
 * Spec 01 §2: the page type a page_view reports, from the page's path (inside its store view) and
 * what the page holds: URL-dispatched paths are products or categories only the page itself knows.
 */
import type { PageType } from '@/lib/config/tracking';

export interface PageFacts {
  /** The path inside the store view (a `/de` or `/it` prefix already removed). */
  path: string;
  /** The page carries a schema.org Product (the product page's JSON-LD). */
  hasProduct: boolean;
  /** The page lists product tiles. */
  hasProductList: boolean;
}

export function pageTypeOf({ path, hasProduct, hasProductList }: PageFacts): PageType {
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/' || p === '/home') return 'home';
  if (p === '/search' || p === '/catalogsearch/result') return 'search';
  if (p === '/cart' || p === '/checkout/cart') return 'cart';
  if (p === '/wishlist' || p === '/customer/wishlist') return 'wishlist';
  if (p === '/customer' || p.startsWith('/customer/') || p.startsWith('/my-account')) return 'customer';
  if (hasProduct || p.startsWith('/p/')) return 'product';
  if (p.startsWith('/c/') || hasProductList) return 'category';
  return 'other';
}
