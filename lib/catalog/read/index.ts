/**
 * The catalogue as the server pages read it (spec 01 §2–§5, §9): the listing of a category page,
 * everything a product page shows, breadcrumb trails, finder categories and recommendations, and
 * the single reads behind them, priced for a guest of the store, and the output cache they go
 * through (spec 01 §9). Server only: client components get
 * view models built from these (`listedProduct`), never the reads.
 */
export { readCategoryListing, type CategoryListing } from './category-listing';
export { readProductPage, type ProductPageData } from './product-page-data';
export { categoryTrail, productTrail, categoryLineage, primaryCategory, type TrailStep } from './breadcrumb-trail';
export { findCategory, findProduct, categoryPathIn, guestPricing, productsBySku, categoriesById } from './catalog-reads';
export { listedProduct } from './listed-product';
export { listedReviewFigures } from './tile-reviews';
export { readSearchResults, type SearchResults, type SearchResultItem } from './search-results';
export * from './finder-reads';
export { cachedCatalogRead, invalidateCatalogPages } from './output-cache';
export { announceCatalogChange, dropCatalogPages } from './catalogue-change';
