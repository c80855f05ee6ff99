/**
 * The catalogue pages' components, for the server pages under `app/[store]/(default)/c` and `/p`;
 * the reads behind them are `lib/catalog/read`. Client components are imported by path where used.
 */
export { Breadcrumbs } from './Breadcrumbs';
export { CategoryFilters } from './CategoryFilters';
export { CategoryHeader } from './CategoryHeader';
export { Pagination } from './Pagination';
export { ProductTiles, tileViews } from './ProductTiles';
export { categoryText, categoryBanners, textParagraphs } from './category-content';
export { offerOf, type Offer } from './product-offer';
export { productStockState, type StockState } from './stock-state';
