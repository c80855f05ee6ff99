/**
 * Constants of the catalogue pages (spec 01 §2, §4, §9; 02 §2, §4, §9): the URL dispatcher switch,
 * the category page size, which store answers x-default, structured-data vocabulary, quantity
 * input limits and the dispatcher's logged messages.
 */
import type { StoreCode } from './stores';

/**
 * Spec 01 §2: with the URL dispatcher enabled a product or category path is its url_path
 * (canonical and links); without it, `/p/{parentSku}/{slug}` and `/c/{slug}`.
 */
export const URL_DISPATCHER_ENABLED = true;

/** Products per category page; the spec's search page size (01 §9). */
export { DEFAULT_PAGE_SIZE as CATEGORY_PAGE_SIZE } from './search';

/** The query parameter of the category page number (1-based). */
export const PAGE_PARAM = 'page';
/** The query parameter of the chosen sort (spec 01 §3: `field:order`). */
export const SORT_PARAM = 'sort';

/** The store whose pages answer `hreflang="x-default"`: the international shop. */
export const X_DEFAULT_STORE: StoreCode = 'default';

/** Attribute filters a category page offers (terms facets), with their label key in catalog.json `filters`. */
export const CATEGORY_FACETS = [
  { field: 'coffee_type', labelKey: 'coffeeType' },
  { field: 'roast_degree', labelKey: 'roastDegree' },
  { field: 'intensity', labelKey: 'intensity' },
  { field: 'origin', labelKey: 'origin' },
  { field: 'certification', labelKey: 'certification' },
  { field: 'manufacturer', labelKey: 'manufacturer' },
  { field: 'color', labelKey: 'color' },
  { field: 'material', labelKey: 'material' },
  { field: 'boiler_type', labelKey: 'boilerType' },
] as const;

/** The fields a category page facets on, in the order it shows them. */
export const FACET_FIELDS: readonly string[] = CATEGORY_FACETS.map((facet) => facet.field);

/**
 * The field the price filter ranges read. The index holds the export's source prices (net); gross
 * prices are computed per store at render time, so the ranges compare with the final source price.
 */
export const PRICE_FILTER_FIELD = 'final_price';

/** Spec 01 §5 / 02 §5: the quantity input starts at 1. */
export const MIN_QUANTITY = 1;

/** schema.org availability values for JSON-LD offers. */
export const SCHEMA_AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
  discontinued: 'https://schema.org/Discontinued',
} as const;

/** Spec 02 §8: what the dispatcher logs when a path resolves to nothing. */
export const DISPATCH_LOG = {
  noMapping: 'No mapping found',
  routeNotFound: 'Route not found',
} as const;

/**
 * Not set by the spec: from this many items left the product page says "only {maxQuantity}
 * available", so a shopper knows before the cart caps the quantity.
 */
export const LOW_STOCK_THRESHOLD = 5;
/** The stock item field a shop's export carries the restock date in ("available again from"). */
export const RESTOCK_DATE_FIELD = 'restock_date';

/** Field names of the add-to-cart form, read by the client store and by the cart page without script. */
/** Spec 01 §3 "Cart item": the custom option `_1` of a subscribed line holds the word "subscription". */
export const SUBSCRIPTION_CUSTOM_OPTION = { option_id: '_1', option_value: 'subscription' } as const;

export const CART_FORM_FIELDS = {
  sku: 'sku',
  parentSku: 'parentSku',
  qty: 'qty',
  billingPeriod: 'billing_period',
  /** Spec 01 §3 "Cart item" subscription options: the term and its end. */
  endType: 'end_type',
  endDate: 'subscription_end_date',
  endCycle: 'subscription_end_cycle',
  bundleOptionPrefix: 'bundle_option_',
} as const;
