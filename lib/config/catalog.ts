/**
 * The catalogue's constants from the spec (01 §4, §5, §9; 02 §4, §8), named once: tax defaults,
 * price rounding, variant and product-load settings, unit and cup price tables, listing filters
 * and sort options, cart counting, and the developer-facing error strings lib/catalog throws.
 */

/** Spec §5: the tax function's own default country; callers pass the store's `tax.defaultCountry`. */
export const TAX_DEFAULT_COUNTRY = 'PL';

/** Spec §5 tax defaults: source prices are net, final prices are gross. */
export const TAX_DEFAULTS = {
  sourcePriceIncludesTax: false,
  finalPriceIncludesTax: true,
  /** Rules must also match the customer group only when user-group tax is active. */
  userGroupTaxActive: false,
  /** The camelCase copies (`priceInclTax`, …) are written only with the legacy option on. */
  legacyPriceFields: false,
} as const;

/** Rates are stored as percentages (19 = 19 %). */
export const PERCENT = 100;

/** Spec §9: fraction digits 2; prices round to cents. */
export const PRICE_FRACTION_DIGITS = 2;
export const CENTS_PER_UNIT = 10 ** PRICE_FRACTION_DIGITS;

/** Spec §5: products with tax class 0 (or none) carry no tax. */
export const NO_TAX_CLASS_ID = 0;

/** Magento's customer group id meaning "all groups" on a tier price. */
export const ALL_CUSTOMER_GROUPS_ID = 32000;

/** Spec 01 §6: the configured default group (Magento's NOT LOGGED IN) for guests or when only the default is allowed. */
export const CUSTOMER_GROUP_DEFAULTS = {
  defaultGroupId: 0,
  useOnlyDefaultGroup: false,
} as const;

/** Product status values: 1 enabled; 2 or higher disabled (spec §4, §5). */
export const PRODUCT_STATUS_ENABLED = 1;
export const PRODUCT_STATUS_DISABLED_FROM = 2;

/** Named once in the search constants, which the listing filters share. */
export {
  VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
  PRICE_FILTER_RANGES,
  DEFAULT_PRODUCT_SORT as DEFAULT_SORT,
  LIST_OUT_OF_STOCK_DEFAULT as LIST_OUT_OF_STOCK_PRODUCTS,
} from './search';

/** Spec §4 product load: children's direct access is redirected, not refused, by default. */
export const PRODUCT_LOAD_DEFAULTS = {
  preventConfigurableChildrenDirectAccess: false,
} as const;

/** Spec §2: the query parameter that carries the chosen child id on a parent's URL. */
export const CHILD_QUERY_PARAM = 's';

/** Spec §5: a product without an image carries this placeholder. */
export const NO_IMAGE_VALUE = 'no_selection';

/** Spec §3: product links of grouped products. */
export const GROUPED_LINK_TYPE = 'associated';

/** Spec §5: a bundle line has at least quantity 1. */
export const MIN_BUNDLE_QTY = 1;

/** Spec §2: product route names are the product type followed by this suffix. */
export const PRODUCT_ROUTE_SUFFIX = '-product';

/** Stock status texts are looked up in `catalog.json` under these keys (spec §4). */
export const STOCK_STATUS = { inStock: 'ok', outOfStock: 'out_of_stock' } as const;

/** Spec §5 cup price: coffee attribute sets. */
export const CUP_PRICE_ATTRIBUTE_SETS: readonly number[] = [9, 15];

/** Spec §5 cup price: pack size in grams → factor from pack price to price per kilogram. */
export const CUP_PRICE_PACK_FACTORS: Readonly<Record<number, number>> = { 125: 8, 250: 4, 500: 2, 1000: 1 };

/**
 * Spec §5 cup price fallbacks, "1.25 per 100 and 7 per 1000": grams of product per cup for a base
 * price given per 100 g (tea) and per 1000 g (coffee), used when the product states no cup count.
 */
export const CUP_PRICE_FALLBACK_DOSES: Readonly<Record<number, number>> = { 100: 1.25, 1000: 7 };

export const GRAMS_PER_KILOGRAM = 1000;

/** Base-price units and their size in the smallest unit of their kind (g, ml). */
export const BASE_PRICE_UNITS: Readonly<Record<string, { kind: 'mass' | 'volume' | 'count'; size: number }>> = {
  mg: { kind: 'mass', size: 0.001 },
  g: { kind: 'mass', size: 1 },
  kg: { kind: 'mass', size: 1000 },
  ml: { kind: 'volume', size: 1 },
  cl: { kind: 'volume', size: 10 },
  l: { kind: 'volume', size: 1000 },
  stk: { kind: 'count', size: 1 },
  pcs: { kind: 'count', size: 1 },
};

export const PRICE_FILTER_NAME = 'price';

/** Spec §9: rating filter from 1 up to 5 stars. */
export const RATING_FILTER_NAME = 'rating';
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The product field the rating filter and review sort read. */
export const RATING_FIELD = 'yotpo_rating';

/** Spec §4: filters holding one value; all others hold a list. */
export const SYSTEM_FILTER_NAMES: readonly string[] = ['sort'];
/** Spec §4: resetting filters keeps only the search term. */
export const SEARCH_TERM_PARAM = 'q';

/** Spec §9 sort options: label key in catalog.json → `field:order`. */
export const SORT_OPTIONS = [
  { key: 'pricePerKgAsc', value: 'price_per_kg:asc' },
  { key: 'popularity', value: 'popularity:desc' },
  { key: 'priceAsc', value: 'final_price:asc' },
  { key: 'priceDesc', value: 'final_price:desc' },
  { key: 'review', value: 'yotpo_rating:desc' },
  { key: 'latest', value: 'created_at:desc' },
] as const;

/** Spec §5: theme names the storefront knows. */
export const THEME_NAMES: readonly string[] = ['default'];

/** Spec §4: cart item count by lines or by summed quantities (default quantities). */
export const CART_COUNT_TYPES = ['lines', 'quantities'] as const;
export const DEFAULT_CART_COUNT_TYPE = 'quantities';

/** Spec 02 §5 "allowed maximum": Magento's default max_sale_qty, used when the stock item states none. */
export const DEFAULT_MAX_SALE_QTY = 10000;
/**
 * At most this many units in one cart or order, whatever the lines' own maxima (issue 14): a
 * plausibility bound that keeps every amount far inside exact integer cents.
 */
export const MAX_ORDER_UNITS = 10000;

/** Custom option whose value becomes the word subscription (spec §3 "Cart item"). */
export const SUBSCRIPTION_CUSTOM_OPTION_ID = '_1';
export const SUBSCRIPTION_CUSTOM_OPTION_VALUE = 'subscription';

/** Developer-facing errors thrown by lib/catalog and its index (spec 01 §8 / 02 §8 word for word, and the engine's own). */
export const CATALOG_ERRORS = {
  productStatus: (status: number) => `Product query returned empty result product status = ${status}`,
  productVisibility: (visibility: number) => `Product query returned empty result product visibility = ${visibility}`,
  wrongThemeName: 'Wrong theme name',
  noParentSku: "Product doesn't have parentSku, please check if this is configurable product",
  productKeyMissing: (key: string) => `Please provide the search key ${key} for product/single action!`,
  categoryEmpty: (key: string, value: unknown) => `Category query returned empty result ${key} = ${String(value)}`,
  cmsEmpty: 'CMS query returned empty result',
  unknownEntityType: (type: string) => `No entity type registered for ${type}`,
  timeout: (ms: number) => `Catalogue query timed out after ${ms} ms`,
} as const;

/** Messages stored on a product (spec 01 §8: "set as variants error"); pages translate them by key. */
export const NO_AVAILABLE_VARIANTS = 'No available product variants.';
