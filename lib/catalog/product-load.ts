/**
 * Product load rules (spec §4): a product with status 2 or higher fails; one with visibility 1 (a
 * configurable child, not visible individually) fails when direct access to configurable children
 * is prevented, otherwise it redirects to its configurable parent, which the middleware answers
 * with a 301. The failure messages are the spec's error strings.
 */
import {
  CATALOG_ERRORS,
  PRODUCT_LOAD_DEFAULTS,
  PRODUCT_STATUS_DISABLED_FROM,
  VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
} from '@/lib/config/catalog';
import type { Product } from './types';

export interface ProductLoadSettings {
  preventConfigurableChildrenDirectAccess: boolean;
}

export type ProductLoadOutcome =
  | { kind: 'show' }
  /** Send the shopper to the parent's page, chosen child in `?s=` where `childLink` says so. */
  | { kind: 'redirect-to-parent'; parentId: number | null; parentSku: string | null; childId: number }
  | { kind: 'fail'; message: string };

export function checkProductLoad(product: Product, settings: ProductLoadSettings = PRODUCT_LOAD_DEFAULTS): ProductLoadOutcome {
  const status = product.status ?? 0;
  if (status >= PRODUCT_STATUS_DISABLED_FROM) return { kind: 'fail', message: CATALOG_ERRORS.productStatus(status) };
  if (product.visibility !== VISIBILITY_NOT_VISIBLE_INDIVIDUALLY) return { kind: 'show' };
  const parentId = product.parentId ?? null;
  // parentSku defaults to the product's own sku, which names no parent.
  const parentSku = product.parentSku && product.parentSku !== product.sku ? product.parentSku : null;
  if (settings.preventConfigurableChildrenDirectAccess || (parentId === null && parentSku === null)) {
    return { kind: 'fail', message: CATALOG_ERRORS.productVisibility(product.visibility) };
  }
  return { kind: 'redirect-to-parent', parentId, parentSku, childId: product.id };
}
