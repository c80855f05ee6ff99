/**
 * Configurable products and their children (spec 01 §4, §5; 02 §4): which child a choice of
 * options selects, configuring the product with it, the cleaning of option labels, the stock sync
 * that drops unavailable children, and the cheapest enabled child with its `?s={childId}` link.
 */
import {
  CHILD_QUERY_PARAM,
  LIST_OUT_OF_STOCK_PRODUCTS,
  NO_AVAILABLE_VARIANTS,
  PRODUCT_STATUS_DISABLED_FROM,
} from '@/lib/config/catalog';
import { hasImage } from './images';
import type { ConfigurableChild, ConfigurableOption, Product, ProductOptionLabel, StockInfo } from './types';

type OptionChoice = number | string;

export interface VariantSelection {
  /** An exact child sku wins over any option match. */
  sku?: string;
  /** Chosen values by attribute code, e.g. `{ size: 167 }`; a list matches any of its values. */
  options?: Record<string, OptionChoice | OptionChoice[] | null>;
}

export interface VariantSettings {
  /** Spec §9 default on; when off, children out of stock are never chosen. */
  listOutOfStock: boolean;
}

const DEFAULT_VARIANT_SETTINGS: VariantSettings = { listOutOfStock: LIST_OUT_OF_STOCK_PRODUCTS };

export function isEnabled(child: Pick<ConfigurableChild, 'status'>): boolean {
  return (child.status ?? 0) < PRODUCT_STATUS_DISABLED_FROM;
}

function isChoosable(child: ConfigurableChild, settings: VariantSettings): boolean {
  const outOfStock = child.stock !== undefined && !child.stock.is_in_stock;
  return isEnabled(child) && (settings.listOutOfStock || !outOfStock);
}

/** The price a shopper compares children by: gross when computed, else the raw price. */
function comparablePrice(child: ConfigurableChild): number {
  return child.price_incl_tax ?? child.original_price_incl_tax ?? child.final_price ?? child.price ?? Number.POSITIVE_INFINITY;
}

function cheaper(a: ConfigurableChild | null, b: ConfigurableChild): ConfigurableChild {
  return a !== null && comparablePrice(a) <= comparablePrice(b) ? a : b;
}

function matchLevel(options: NonNullable<VariantSelection['options']>, child: ConfigurableChild): number {
  return Object.entries(options).filter(([code, choice]) => {
    if (choice === null) return false;
    const value = child[code];
    return ([] as OptionChoice[]).concat(choice).some((c) => String(c) === String(value));
  }).length;
}

/**
 * The child a selection chooses (spec §5): children out of stock are skipped when out-of-stock
 * listing is off, children with status 2 or higher always; an exact sku match first, else the
 * child matching most selected options, ties to the cheaper. Without a selection, the cheapest.
 */
export function selectVariant(
  product: Product,
  selection: VariantSelection | null = null,
  settings: VariantSettings = DEFAULT_VARIANT_SETTINGS,
): ConfigurableChild | null {
  const candidates = (product.configurable_children ?? []).filter((c) => isChoosable(c, settings));
  if (selection === null) return candidates.reduce<ConfigurableChild | null>(cheaper, null);
  const exact = selection.sku === undefined ? undefined : candidates.find((c) => c.sku === selection.sku);
  if (exact) return exact;
  const options = selection.options ?? {};
  let best: ConfigurableChild | null = null;
  let bestLevel = 0;
  for (const child of candidates) {
    const level = matchLevel(options, child);
    if (level > bestLevel) {
      best = child;
      bestLevel = level;
    } else if (level === bestLevel && level > 0) {
      best = cheaper(best, child);
    }
  }
  return best;
}

/** The option labels of a chosen child, e.g. `[{ label: 'Size', value: '500 g' }]`. */
export function selectedOptionLabels(options: readonly ConfigurableOption[], child: ConfigurableChild): ProductOptionLabel[] {
  return options.flatMap((option) => {
    const value = option.values.find((v) => String(v.value_index) === String(child[option.attribute_code]));
    return value?.label ? [{ label: option.label ?? option.attribute_code, value: value.label }] : [];
  });
}

/** Fields that stay the parent's when a child is merged in: identity, naming and routing. */
const PARENT_FIELDS = ['id', 'name', 'type_id', 'visibility', 'status', 'url_key', 'url_path', 'slug', 'parentId', 'parentSku'] as const;

export type ConfigureOutcome =
  | { kind: 'configured'; product: Product }
  /** No child can be sold: `errors.variants` carries "No available product variants." */
  | { kind: 'unavailable'; product: Product }
  /** The choice matches no child: show the "No such configuration" warning, product unchanged. */
  | { kind: 'no-such-configuration'; product: Product };

/**
 * Configures a configurable product with the child a selection chooses (02 §4): the child's sku,
 * prices, stock, image and attribute values replace the parent's, `selectedVariant`, `options`
 * and `is_configured` are set. Other product types are returned as they are, configured.
 */
export function configureProduct(
  product: Product,
  selection: VariantSelection | null = null,
  settings: VariantSettings = DEFAULT_VARIANT_SETTINGS,
): ConfigureOutcome {
  if (product.type_id !== 'configurable') return { kind: 'configured', product };
  const anyChoosable = selectVariant(product, null, settings) !== null;
  if (!anyChoosable) {
    return { kind: 'unavailable', product: { ...product, is_configured: false, errors: { ...product.errors, variants: NO_AVAILABLE_VARIANTS } } };
  }
  const variant = selectVariant(product, selection, settings);
  if (variant === null) return { kind: 'no-such-configuration', product };
  const childFields: Record<string, unknown> = { ...variant };
  for (const field of PARENT_FIELDS) delete childFields[field];
  if (!hasImage(variant)) delete childFields.image;
  return {
    kind: 'configured',
    product: {
      ...product,
      ...childFields,
      parentSku: product.parentSku ?? product.sku,
      selectedVariant: variant,
      options: selectedOptionLabels(product.configurable_options ?? [], variant),
      is_configured: true,
      errors: { ...product.errors, variants: null },
    },
  };
}

/** Spec §5: option values with an empty label are dropped; an option left with none goes too. */
export function dropEmptyOptionLabels(options: readonly ConfigurableOption[]): ConfigurableOption[] {
  return options
    .map((option) => ({ ...option, values: option.values.filter((v) => (v.label ?? '').trim() !== '') }))
    .filter((option) => option.values.length > 0);
}

/**
 * Stock sync (spec §4): fresh stock infos replace the stock of the product and its children by
 * product id, then children out of stock or with status 2 or higher are removed.
 */
export function syncStock(product: Product, stockInfos: readonly StockInfo[]): Product {
  const byId = new Map(stockInfos.map((s) => [s.product_id, s]));
  const withStock = <T extends ConfigurableChild>(doc: T): T => {
    const info = byId.get(doc.id);
    return info ? { ...doc, stock: { ...doc.stock, ...info } } : doc;
  };
  const synced = withStock(product);
  if (!product.configurable_children) return synced;
  return {
    ...synced,
    configurable_children: product.configurable_children
      .map(withStock)
      .filter((child) => isEnabled(child) && child.stock?.is_in_stock !== false),
  };
}

/** The cheapest child that is enabled (status below 2), in stock or not. */
export function cheapestEnabledChild(product: Product): ConfigurableChild | null {
  return (product.configurable_children ?? []).filter(isEnabled).reduce<ConfigurableChild | null>(cheaper, null);
}

/**
 * A child's link (spec §2): its parent's URL, with `?s={childId}` unless it is the cheapest
 * enabled child (the one the parent page shows by default).
 */
export function childLink(parentUrl: string, parent: Product, child: Pick<ConfigurableChild, 'id'>): string {
  if (cheapestEnabledChild(parent)?.id === child.id) return parentUrl;
  const separator = parentUrl.includes('?') ? '&' : '?';
  return `${parentUrl}${separator}${CHILD_QUERY_PARAM}=${encodeURIComponent(String(child.id))}`;
}
