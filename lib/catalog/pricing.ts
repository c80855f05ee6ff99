/**
 * The one price computation pages, cart and server totals share: for every price kind of a product
 * (and of each configurable child) it writes `{x}`, `{x}_tax` and `{x}_incl_tax` (spec §3), with
 * camelCase copies under the legacy option. The current price is the lowest of the regular price,
 * the final price, an active special price (spec §5) and the tier price the quantity reaches for
 * the customer group.
 *
 * Re-running is safe: the first run keeps the net sources in `original_price`,
 * `original_final_price` and `original_special_price`, and later runs start from them. That is
 * how prices and tax groups re-run when a user logs in or out (spec §4): call again with the new group.
 */
import { TAX_DEFAULTS } from '@/lib/config/catalog';
import { isSpecialPriceActive } from './special-price';
import { findTaxRate, splitPrice, type SplitPrice } from './tax';
import { bundleTierPrice, findTierPrice } from './tier-prices';
import type { ConfigurableChild, Product, TaxRule } from './types';

export interface PricingContext {
  taxRules: readonly TaxRule[];
  /** The store's `tax.defaultCountry` (or the shipping country). */
  country?: string;
  region?: string;
  /** The group from `resolvePriceGroup`: picks tier prices, and tax rules when user-group tax is active. */
  customerGroupId: number;
  userGroupTaxActive?: boolean;
  sourcePriceIncludesTax?: boolean;
  finalPriceIncludesTax?: boolean;
  legacyPriceFields?: boolean;
  /** Quantity the tier prices are chosen for; 1 on product pages and listings. */
  qty?: number;
  now: Date;
}

type PriceKind = 'price' | 'original_price' | 'final_price' | 'special_price';

const CAMEL_CASE: Record<PriceKind, string> = {
  price: 'price',
  original_price: 'originalPrice',
  final_price: 'finalPrice',
  special_price: 'specialPrice',
};

const NO_PRICE: SplitPrice = { price: 0, tax: 0, incl: 0 };

function priceFields(kind: PriceKind, split: SplitPrice, legacy: boolean): Record<string, number> {
  const fields: Record<string, number> = {
    [kind]: split.price,
    [`${kind}_tax`]: split.tax,
    [`${kind}_incl_tax`]: split.incl,
  };
  if (legacy) {
    const camel = CAMEL_CASE[kind];
    Object.assign(fields, { [camel]: split.price, [`${camel}Tax`]: split.tax, [`${camel}InclTax`]: split.incl });
  }
  return fields;
}

/** A first run reads the document's own prices; a re-run reads the net sources it kept. */
function hasKeptSources(doc: ConfigurableChild): boolean {
  return 'original_price' in doc && 'original_final_price' in doc && 'original_special_price' in doc;
}

function cheapest(candidates: (SplitPrice | null)[]): SplitPrice {
  return candidates.reduce<SplitPrice>((low, c) => (c !== null && c.price < low.price ? c : low), candidates[0] ?? NO_PRICE);
}

function priceDocument<T extends ConfigurableChild>(doc: T, taxClassId: number | undefined, isBundle: boolean, ctx: PricingContext): T {
  const sourceIncl = ctx.sourcePriceIncludesTax ?? TAX_DEFAULTS.sourcePriceIncludesTax;
  const finalIncl = ctx.finalPriceIncludesTax ?? TAX_DEFAULTS.finalPriceIncludesTax;
  const userGroupTax = ctx.userGroupTaxActive ?? TAX_DEFAULTS.userGroupTaxActive;
  const legacy = ctx.legacyPriceFields ?? TAX_DEFAULTS.legacyPriceFields;
  const rate = findTaxRate(taxClassId, ctx.taxRules, {
    country: ctx.country,
    region: ctx.region,
    customerGroupId: userGroupTax ? ctx.customerGroupId : undefined,
  });

  const rerun = hasKeptSources(doc);
  const regularSource = (rerun ? doc.original_price : doc.price) ?? 0;
  const finalSource = rerun ? doc.original_final_price : doc.final_price;
  const specialSource = rerun ? doc.original_special_price : doc.special_price;

  const regular = splitPrice(regularSource, rate, sourceIncl && !rerun);
  const final = finalSource ? splitPrice(finalSource, rate, finalIncl && !rerun) : null;
  const special = specialSource ? splitPrice(specialSource, rate, sourceIncl && !rerun) : null;
  const specialActive =
    special !== null && special.price < regular.price && isSpecialPriceActive(doc.special_from_date, doc.special_to_date, ctx.now);

  const tier = findTierPrice(doc.tier_prices, ctx.qty ?? 1, ctx.customerGroupId);
  // Tier values are never rewritten, so they stay in the source basis on every run.
  const tierPrice =
    tier === null ? null : isBundle ? splitPrice(bundleTierPrice(regular.price, tier.value), rate, false) : splitPrice(tier.value, rate, sourceIncl);

  const current = cheapest([regular, final, specialActive ? special : null, tierPrice]);

  return {
    ...doc,
    ...priceFields('original_price', regular, legacy),
    ...priceFields('price', current, legacy),
    ...priceFields('final_price', current, legacy),
    ...priceFields('special_price', specialActive && special ? special : NO_PRICE, legacy),
    original_final_price: final?.price ?? null,
    original_special_price: special?.price ?? null,
  };
}

/** The product with every price kind computed, its configurable children priced alike. */
export function applyPrices(product: Product, ctx: PricingContext): Product {
  const isBundle = product.type_id === 'bundle';
  const priced = priceDocument(product, product.tax_class_id, isBundle, ctx);
  if (!product.configurable_children) return priced;
  return {
    ...priced,
    configurable_children: product.configurable_children.map((child) =>
      priceDocument(child, child.tax_class_id ?? product.tax_class_id, false, ctx),
    ),
  };
}

/**
 * The priced document one sku names: a configurable child priced alone (with the parent's tax
 * class when it has none), as `applyPrices` prices it among its siblings; else the whole product.
 * Reading one child's price this way costs one pricing instead of one per sibling.
 */
export function applySkuPrices(product: Product, child: ConfigurableChild | null, ctx: PricingContext): ConfigurableChild {
  return child ? priceDocument(child, child.tax_class_id ?? product.tax_class_id, false, ctx) : applyPrices(product, ctx);
}
