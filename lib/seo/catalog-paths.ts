/**
 * The public, store-relative path of a product or category (spec 01 §2): its url_path while the URL
 * dispatcher is on, else `/p/{parentSku}/{slug}` and `/c/{slug}`. Links and canonicals use these,
 * so every page has one address.
 */
import { URL_DISPATCHER_ENABLED } from '@/lib/config/catalog-pages';
import { productRouteParams } from '@/lib/catalog/product-route';
import type { Category, Product } from '@/lib/catalog/types';

type RoutableProduct = Pick<Product, 'sku' | 'parentSku' | 'slug' | 'url_key' | 'url_path' | 'name' | 'type_id'>;

function urlPathOf(urlPath: string | undefined): string | null {
  const bare = (urlPath ?? '').replace(/^\/+|\/+$/g, '');
  return bare === '' ? null : `/${bare}`;
}

export function productRoutePath(product: RoutableProduct): string {
  const { parentSku, slug } = productRouteParams(product as Product);
  return `/p/${encodeURIComponent(parentSku)}/${encodeURIComponent(slug)}`;
}

export function productPath(product: RoutableProduct, dispatcher = URL_DISPATCHER_ENABLED): string {
  return (dispatcher && urlPathOf(product.url_path)) || productRoutePath(product);
}

export function categoryPath(category: Pick<Category, 'slug' | 'url_key' | 'url_path' | 'id'>, dispatcher = URL_DISPATCHER_ENABLED): string {
  const viaDispatcher = dispatcher ? urlPathOf(category.url_path) : null;
  return viaDispatcher ?? `/c/${encodeURIComponent(category.slug ?? category.url_key ?? String(category.id))}`;
}
