/**
 * URL-map resolution for the proxy's dispatcher (spec 02 §2, §7): a path outside the route table
 * is a product or category `url_path`, a CMS page identifier or a rewrite's request path. A product
 * not visible individually is reported with its configurable parent, so the router can 301 there.
 */
import type { CmsPage, UrlMapEntry, UrlRewrite } from '@/lib/catalog/documents';
import type { Category, Product } from '@/lib/catalog/types';
import { VISIBILITY_NOT_VISIBLE_INDIVIDUALLY } from '@/lib/config/search';
import { searchCatalog } from './catalog-search';
import { getParentOfChild } from './lookups';
import type { EntityType } from './query';

type ProductEntry = Extract<UrlMapEntry, { _type: 'product' }>;

export interface ProductResolution extends ProductEntry {
  status?: number;
  visibility?: number;
  /** Set for a configurable child not visible individually: where the router sends the shopper. */
  parent?: { id: number; sku: string; url_path: string; type_id: string; childId: number };
}
export type UrlResolution = ProductResolution | Exclude<UrlMapEntry, { _type: 'product' }>;

/** `/Kaffee/espresso/?x=1` → `Kaffee/espresso`: url_path and identifiers carry no slashes at the ends. */
export function normalizeUrlPath(path: string): string {
  const bare = path.split(/[?#]/)[0];
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A malformed escape is looked up as written; it simply finds nothing.
  }
  return decoded.replace(/^\/+|\/+$/g, '');
}

async function first<T>(storeIndex: string, type: EntityType, field: string, value: string): Promise<T | null> {
  const result = await searchCatalog(storeIndex, { type, filters: [{ field, op: 'eq', value }], size: 1 });
  return (result.hits[0]?.source as T | undefined) ?? null;
}

async function productResolution(storeIndex: string, product: Product, urlPath: string): Promise<ProductResolution> {
  const entry: ProductResolution = {
    _type: 'product',
    url_path: urlPath,
    id: product.id,
    sku: product.sku,
    type_id: product.type_id,
    slug: product.slug,
    status: product.status,
    visibility: product.visibility,
  };
  if (product.visibility !== VISIBILITY_NOT_VISIBLE_INDIVIDUALLY) return entry;
  const parent = await getParentOfChild(storeIndex, product.sku);
  if (!parent?.url_path) return entry;
  return {
    ...entry,
    parent: { id: parent.id, sku: parent.sku, url_path: parent.url_path, type_id: parent.type_id, childId: product.id },
  };
}

/** What a path names in the store's catalogue, or null (→ 404). */
export async function resolveUrl(storeIndex: string, path: string): Promise<UrlResolution | null> {
  const urlPath = normalizeUrlPath(path);
  if (urlPath === '') return null;
  const [product, category, page, rewrite] = await Promise.all([
    first<Product>(storeIndex, 'product', 'url_path', urlPath),
    first<Category>(storeIndex, 'category', 'url_path', urlPath),
    first<CmsPage>(storeIndex, 'cms_page', 'identifier', urlPath),
    first<UrlRewrite>(storeIndex, 'urlrewrite', 'request_path', urlPath),
  ]);
  if (product) return productResolution(storeIndex, product, urlPath);
  if (category) return { _type: 'category', url_path: urlPath, id: category.id, slug: category.slug };
  if (page?.active) return { _type: 'cms_page', url_path: urlPath, id: page.id, identifier: page.identifier };
  if (rewrite) {
    return {
      _type: 'urlrewrite',
      url_path: urlPath,
      id: rewrite.url_rewrite_id,
      target_path: rewrite.target_path,
      redirect_type: rewrite.redirect_type,
    };
  }
  return null;
}
