/**
 * What the commerce server reads from the catalogue: products by sku and the customer-group prices
 * of a listing (render-list).
 */
export { findCatalogProducts } from './product-lookup';
export { renderList } from './render-list';
