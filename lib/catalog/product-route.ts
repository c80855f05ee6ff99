/**
 * Product route naming (spec §2): the route is the product type followed by '-product'; its params
 * are slug, parentSku (defaults to sku) and childSku (defaults to the product's own sku).
 * Also the variant lookup's guard: a variant lookup needs a parentSku (spec §5).
 */
import { CATALOG_ERRORS, PRODUCT_ROUTE_SUFFIX } from '@/lib/config/catalog';
import { slugify } from './slug';
import type { Product } from './types';

export function productRouteName(product: Pick<Product, 'type_id'>): string {
  return `${product.type_id}${PRODUCT_ROUTE_SUFFIX}`;
}

export interface ProductRouteParams {
  slug: string;
  parentSku: string;
  childSku: string;
}

export function productRouteParams(product: Product, child?: { sku: string } | null): ProductRouteParams {
  return {
    slug: product.slug ?? product.url_key ?? slugify(product.name ?? product.sku),
    parentSku: parentSkuOf(product),
    childSku: child?.sku ?? product.sku,
  };
}

/** parentSku defaults to the product's sku. */
export function parentSkuOf(product: Pick<Product, 'sku' | 'parentSku'>): string {
  return product.parentSku ?? product.sku;
}

/** The parentSku a variant lookup needs; throws the spec's message when it is missing. */
export function requireParentSku(query: { parentSku?: string | null }): string {
  if (!query.parentSku) throw new Error(CATALOG_ERRORS.noParentSku);
  return query.parentSku;
}
