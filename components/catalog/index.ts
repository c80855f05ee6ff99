/**
 * The catalogue pages' components and the reads behind them, for the server pages under
 * `app/[store]/(default)/c` and `/p`. Client components are imported by path where used.
 */
export { Breadcrumbs } from './Breadcrumbs';
export { CategoryFilters } from './CategoryFilters';
export { CategoryHeader } from './CategoryHeader';
export { Pagination } from './Pagination';
export { ProductTile } from './ProductTile';
export { readCategoryListing, FACET_FIELDS, type CategoryListing } from './category-listing';
export { categoryText, categoryBanners, textParagraphs } from './category-content';
export { categoryTrail, productTrail, categoryLineage, primaryCategory, type TrailStep } from './breadcrumb-trail';
export { findCategory, findProduct, categoryPathIn, guestPricing, productsBySku, categoriesById } from './catalog-reads';
export { listingFilters, listingHref, hasFilters } from './listing-state';
export { offerOf, type Offer } from './product-offer';
export { listedProduct } from './listed-product';
export { productStockState, type StockState } from './stock-state';
