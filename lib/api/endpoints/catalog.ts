/**
 * Catalogue reads of the browser (spec 01 §7 "Search-index queries"; 02 §7 "product single by id
 * for compare"): products by sku or id and attribute definitions by code, as `GET /api/catalog`
 * so the service worker may cache them. Silent: a screen shows its own empty state.
 */
import type { Task } from '../task';

/** Product fields the wishlist and compare screens never read: heavy, or another page's. */
const LEFT_OUT_PRODUCT_FIELDS = ['configurable_children', 'media_gallery', 'description', 'short_description', 'product_links', 'bundle_options', 'custom_options'];

function catalogTask(request: object): Task {
  return { path: '/api/catalog', method: 'GET', query: { request: JSON.stringify(request) }, silent: true };
}

export function catalogProductsTask(field: 'sku' | 'id', values: readonly (string | number)[]): Task {
  return catalogTask({
    type: 'product',
    searchQuery: { filters: [{ field, op: 'in', value: [...values] }] },
    size: values.length,
    excludeFields: LEFT_OUT_PRODUCT_FIELDS,
  });
}

export function catalogAttributesTask(codes: readonly string[]): Task {
  return catalogTask({ type: 'attribute', searchQuery: { filters: [{ field: 'attribute_code', op: 'in', value: [...codes] }] }, size: codes.length });
}
