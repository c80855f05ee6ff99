/**
 * The public surface of the catalogue's domain rules: pages, the cart, the server and the
 * generator import from here (`@/lib/catalog`). The search engine is `lib/catalog/search`, the
 * server's reads `lib/catalog/read`.
 */
export * from './types';
export { CatalogDataError } from './errors';
export { roundPrice, ceilPrice } from './rounding';
export { findTaxRate, splitPrice, type TaxLocation, type SplitPrice } from './tax';
export { isSpecialPriceActive } from './special-price';
export { findTierPrice, bundleTierPrice } from './tier-prices';
export { resolvePriceGroup, type GroupSession, type GroupSettings, type PriceGroup } from './customer-group';
export { applyPrices, applySkuPrices, type PricingContext } from './pricing';
export { priceSummary, type PriceSummary } from './price-summary';
export {
  mergeRenderedPrices,
  refreshPrices,
  renderListSkus,
  renderListItemSchema,
  renderListResultSchema,
  type RenderListItem,
  type RenderListResult,
} from './price-refresh';
export {
  selectVariant,
  configureProduct,
  selectedOptionLabels,
  dropEmptyOptionLabels,
  syncStock,
  cheapestEnabledChild,
  childLink,
  isEnabled,
  type VariantSelection,
  type VariantSettings,
  type ConfigureOutcome,
} from './variants';
export { checkProductLoad, type ProductLoadOutcome, type ProductLoadSettings } from './product-load';
export { productRouteName, productRouteParams, parentSkuOf, requireParentSku, type ProductRouteParams } from './product-route';
export { defaultBundleSelection, groupedProductSkus } from './product-links';
export { keepKnownCustomOptions, isFreeProduct, isSubscriptionOffered } from './custom-options';
export { parseAmount, unitPrice, basePriceLabel, pricePerKg, shownPricePerKg, amountInGrams, BASE_PRICE_TEMPLATE, type UnitPrice } from './unit-price';
export { cupPrice } from './cup-price';
export { toggleFilter, resetFilters, isFilterActive, type FilterQuery, type FilterChoice } from './filters';
export {
  priceFilterOptions,
  ratingFilterOptions,
  rangeId,
  parseRangeId,
  rangeCondition,
  type Range,
  type RangeFilterOption,
  type PriceFilterOption,
  type RatingFilterOption,
} from './range-filters';
export { sortFacetValues, facetValueOrder, quantityOf, type FacetValue } from './facet-order';
export { sortOptions, listingSortChoices, parseSort, compareBySort, type Sort, type SortOrder, type SortOption } from './sort-options';
export { slugify } from './slug';
export { hasImage } from './images';
export { stockStatus, type StockStatus } from './stock-status';
export { assertThemeName } from './theme';
export {
  cartItemChecksum,
  isSameCartItem,
  findCartItem,
  cartItemCount,
  quantityChange,
  checkQuantity,
  type CartLine,
  type CartCountType,
  type QuantityChange,
  type QuantityCheck,
} from './cart-items';
export {
  checkLineQuantity,
  checkLinesQuantities,
  quantityRulesOf,
  DEFAULT_QUANTITY_RULES,
  type QuantityRules,
  type QuantityReason,
  type LinesQuantityCheck,
  type OrderUnits,
} from './quantity-rules';
