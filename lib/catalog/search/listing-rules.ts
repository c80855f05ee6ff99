/**
 * The listing rules of spec 01 §5 and §7, once: which products a search or a category shows, how a
 * category's products are selected (anchors include their children) and the category list query.
 * Each returns a query for `searchCatalog`; callers add their facet choices and paging.
 */
import type { Category } from '@/lib/catalog/types';
import {
  CATEGORY_LIST_SIZE,
  CATEGORY_LIST_SORT,
  CATEGORY_LISTING_STATUS,
  CATEGORY_LISTING_VISIBILITY,
  DEFAULT_PRODUCT_SORT,
  LISTED_PRODUCT_STATUS,
  MENU_CATEGORY_LEVELS,
  SEARCH_RESULT_VISIBILITY,
} from '@/lib/config/search';
import { SEARCH_PAGE_SIZE } from '@/lib/config/search-page';
import type { CatalogQueryInput, Filter } from './query';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

export interface ListingPolicy {
  /** Spec §9 "Out-of-stock products are listed"; when off, listings keep in-stock products only. */
  listOutOfStock: boolean;
}

export function listingPolicy(source?: EnvironmentSource): ListingPolicy {
  return { listOutOfStock: environment(source).CATALOG_LIST_OUT_OF_STOCK };
}

export type ListingInput = Omit<CatalogQueryInput, 'type'>;

function stockFilters(policy: ListingPolicy): Filter[] {
  return policy.listOutOfStock ? [] : [{ field: 'stock.is_in_stock', op: 'eq', value: true }];
}

/**
 * A text search or product list: status 1, in stock unless out-of-stock listing is on. A text
 * search answers one result per configurable product (issue 19): its children, not visible
 * individually, are left out and the parent is found by their names (`configurable_children.name`).
 */
export function productSearchQuery(input: ListingInput, policy: ListingPolicy): CatalogQueryInput {
  const searchVisibility: Filter[] = input.text ? [{ field: 'visibility', op: 'in', value: [...SEARCH_RESULT_VISIBILITY] }] : [];
  return {
    ...input,
    type: 'product',
    sort: input.sort ?? (input.text ? undefined : DEFAULT_PRODUCT_SORT),
    filters: [
      { field: 'status', op: 'eq', value: LISTED_PRODUCT_STATUS },
      ...stockFilters(policy),
      ...searchVisibility,
      ...(input.filters ?? []),
    ],
  };
}

/**
 * The search page's query for a term (spec 01 §9): one page of the text search's products, as
 * tiles (`tile-document.ts`). `bench:search` times the same query.
 */
export function searchPageQuery(term: string, policy: ListingPolicy, size: number = SEARCH_PAGE_SIZE): CatalogQueryInput {
  return productSearchQuery({ text: term, size, view: 'tile' }, policy);
}

/** The category itself and, for an anchor category, every category below it. */
export function categoryIdsOf(category: Category): number[] {
  if (!category.is_anchor) return [category.id];
  const ids: number[] = [];
  const walk = (node: Category) => {
    ids.push(node.id);
    for (const child of node.children_data ?? []) walk(child);
  };
  walk(category);
  return ids;
}

/**
 * A category page's products: visibility in [2,4], status in [0,1], the category (and children);
 * as tiles (`tile-document.ts`) unless the input asks for whole documents (a finder ranks by attributes).
 */
export function categoryProductsQuery(category: Category, input: ListingInput, policy: ListingPolicy): CatalogQueryInput {
  return {
    view: 'tile',
    ...input,
    type: 'product',
    sort: input.sort ?? DEFAULT_PRODUCT_SORT,
    filters: [
      { field: 'visibility', op: 'in', value: [...CATEGORY_LISTING_VISIBILITY] },
      { field: 'status', op: 'in', value: [...CATEGORY_LISTING_STATUS] },
      { field: 'category_ids', op: 'in', value: categoryIdsOf(category) },
      ...stockFilters(policy),
      ...(input.filters ?? []),
    ],
  };
}

export interface CategoryListInput {
  parentId?: number;
  level?: number;
  /** Spec 02 §7: the menu reads levels 2 to 4 at once. */
  levels?: { from: number; to: number };
  onlyActive?: boolean;
  onlyWithProducts?: boolean;
}

/** Spec §7 category list: parent, level, active, product_count > 0; position ascending; 4000. */
export function categoryListQuery(input: CategoryListInput = {}): CatalogQueryInput {
  const filters: Filter[] = [];
  if (input.parentId !== undefined) filters.push({ field: 'parent_id', op: 'eq', value: input.parentId });
  if (input.level !== undefined) filters.push({ field: 'level', op: 'eq', value: input.level });
  if (input.levels) filters.push({ field: 'level', op: 'range', value: input.levels });
  if (input.onlyActive ?? true) filters.push({ field: 'is_active', op: 'eq', value: true });
  if (input.onlyWithProducts ?? true) filters.push({ field: 'product_count', op: 'gt', value: 0 });
  return { type: 'category', filters, sort: CATEGORY_LIST_SORT, size: CATEGORY_LIST_SIZE };
}

/** The menu: active categories of levels 2 to 4, whatever their product count. */
export function menuCategoriesQuery(): CatalogQueryInput {
  return categoryListQuery({ levels: MENU_CATEGORY_LEVELS, onlyWithProducts: false });
}
