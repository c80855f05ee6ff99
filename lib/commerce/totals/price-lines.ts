/**
 * Prices cart or order lines from the catalogue for the store, the shipping country and the
 * customer group, with the catalogue's own rules (`applyPrices`, `findTaxRate`). A price the
 * client sends is never read.
 */
import { applySkuPrices, findTaxRate, resolvePriceGroup } from '@/lib/catalog';
import { getRemoteConfig, getTaxRules } from '@/lib/catalog/search';
import type { TaxRule } from '@/lib/catalog';
import { PERCENT } from '@/lib/config/catalog';
import { FREIGHT_ATTRIBUTE, VIRTUAL_PRODUCT_TYPES } from '@/lib/config/commerce';
import type { Store } from '@/lib/config/stores';
import { findCatalogProducts } from '../catalog/product-lookup';
import type { UserRow } from '@/lib/db/schema';
import { customerGroupId } from '../users/customer-view';
import type { PricedLine } from './cart-totals';

export interface LineToPrice {
  item_id: string;
  sku: string;
  qty: number;
  is_free_product: boolean;
}

export interface PricingScope {
  store: Store;
  country: string;
  customer: UserRow | null;
  now: Date;
}

/** The group prices and tax are computed for (spec 01 §6): the customer's, unless only the default group is allowed. */
export function groupIdOf(customer: UserRow | null, now: Date): number {
  return resolvePriceGroup(customer ? { groupId: customerGroupId(customer, now) } : null).groupId;
}

function isVirtualType(type: string | undefined): boolean {
  return (VIRTUAL_PRODUCT_TYPES as readonly string[]).includes(type ?? '');
}

export interface PricedLines {
  lines: PricedLine[];
  /** Skus the catalogue no longer has. */
  missing: string[];
  taxRules: TaxRule[];
}

export async function priceLines(items: readonly LineToPrice[], scope: PricingScope): Promise<PricedLines> {
  const taxRules = await getTaxRules(scope.store.catalogIndex);
  const products = await findCatalogProducts(scope.store, items.map((item) => item.sku));
  const groupId = groupIdOf(scope.customer, scope.now);
  const lines: PricedLine[] = [];
  const missing: string[] = [];
  for (const item of items) {
    const found = products.get(item.sku);
    if (!found) {
      missing.push(item.sku);
      continue;
    }
    const context = { taxRules, country: scope.country, customerGroupId: groupId, qty: item.qty, now: scope.now };
    const doc = applySkuPrices(found.product, found.child, context);
    const taxClassId = doc.tax_class_id ?? found.product.tax_class_id;
    lines.push({
      item_id: item.item_id,
      sku: item.sku,
      name: doc.name ?? found.product.name ?? item.sku,
      qty: item.qty,
      price_incl_tax: doc.final_price_incl_tax ?? doc.price_incl_tax ?? 0,
      tax_rate: findTaxRate(taxClassId, taxRules, { country: scope.country }),
      is_free_product: item.is_free_product,
      is_freight: (doc as Record<string, unknown>)[FREIGHT_ATTRIBUTE] === true || (found.product as Record<string, unknown>)[FREIGHT_ATTRIBUTE] === true,
      is_virtual: isVirtualType(found.product.type_id),
    });
  }
  return { lines, missing, taxRules };
}

/** The country's standard rate: the highest rate any rule sets for it (a fraction). */
export function standardTaxRate(taxRules: readonly TaxRule[], country: string): number {
  const rates = taxRules.flatMap((rule) => rule.rates.filter((rate) => rate.tax_country_id === country).map((rate) => rate.rate));
  return rates.length > 0 ? Math.max(...rates) / PERCENT : 0;
}

/** The remote config's free-shipping threshold for the country, or null. */
export async function freeShippingThreshold(store: Store, country: string): Promise<number | null> {
  const config = await getRemoteConfig(store.catalogIndex);
  return config?.free_shipping_threshold[country] ?? null;
}
