/**
 * One category page's listing read (spec 01 §2, §5, §9): the category's products with the chosen
 * facets, sort and page, the facet counts as aggregations, and the attribute metadata that names
 * the facets and their options. Products come back priced for the store (gross, as shown).
 */
import { PRICE_FILTER_RANGES } from '@/lib/config/catalog';
import { CATEGORY_PAGE_SIZE, FACET_FIELDS, PRICE_FILTER_FIELD } from '@/lib/config/catalog-pages';
import { RATING_FIELD } from '@/lib/config/catalog';
import type { Store } from '@/lib/config/stores';
import { categoryProductsQuery, getAttributes, listingPolicy, searchCatalog, type AggregationResult } from '@/lib/catalog/search';
import { ratingFilterOptions, type Attribute, type Category, type Product } from '@/lib/catalog';
import { guestPricing } from './catalog-reads';
import type { ListingSelection } from '@/lib/routing';
import { listingFilters } from '@/lib/catalog/listing-state';
import { listedProduct } from './listed-product';

export interface CategoryListing {
  products: Product[];
  total: number;
  page: number;
  pageCount: number;
  aggregations: Record<string, AggregationResult>;
  attributes: Attribute[];
}

export async function readCategoryListing(store: Store, category: Category, state: ListingSelection): Promise<CategoryListing> {
  const query = categoryProductsQuery(
    category,
    {
      filters: listingFilters(state.query, FACET_FIELDS),
      sort: [state.sort],
      from: (state.page - 1) * CATEGORY_PAGE_SIZE,
      size: CATEGORY_PAGE_SIZE,
      aggregations: [
        ...FACET_FIELDS.map((field) => ({ type: 'terms' as const, field })),
        { type: 'range' as const, field: PRICE_FILTER_FIELD, ranges: PRICE_FILTER_RANGES.map((r) => ({ ...r })) },
        { type: 'range' as const, field: RATING_FIELD, ranges: ratingFilterOptions().map(({ from, to }) => ({ from, to })) },
      ],
    },
    listingPolicy(),
  );
  const [result, pricing, attributes] = await Promise.all([
    searchCatalog(store.catalogIndex, query),
    guestPricing(store),
    getAttributes(store.catalogIndex, [...FACET_FIELDS]),
  ]);
  return {
    products: result.hits.map((hit) => listedProduct(hit.source as Product, pricing)),
    total: result.total,
    page: state.page,
    pageCount: Math.max(1, Math.ceil(result.total / CATEGORY_PAGE_SIZE)),
    aggregations: result.aggregations,
    attributes,
  };
}
