/**
 * Everything a product page shows, read and priced on the server (spec 01 §2–§5; 02 §4): the
 * product with the chosen child (the route's `childSku`, which the proxy also makes of
 * `?s={childId}`; else the cheapest), the parts of a grouped or bundle product, tier prices per
 * quantity, the remote config for the delivery estimate and the breadcrumb trail.
 */
import type { Store } from '@/lib/config/stores';
import { getRemoteConfig } from '@/lib/catalog/search';
import type { RemoteConfig } from '@/lib/catalog/documents';
import {
  applyPrices,
  checkProductLoad,
  configureProduct,
  groupedProductSkus,
  type Product,
  type TaxRule,
  type VariantSelection,
} from '@/lib/catalog';
import { productPath } from '@/lib/seo';
import { findProduct, guestPricing, productsBySku } from './catalog-reads';
import { productTrail, type TrailStep } from './breadcrumb-trail';
import { listedProduct } from './listed-product';
import { productTaxRules, tierOffers, type TierOffer } from '@/lib/catalog/tier-offers';

export interface ProductPageData {
  /** The product as stored (parent of a configurable): canonical path, hreflang and route. */
  product: Product;
  /** Priced; for a configurable, merged with the chosen child. */
  shown: Product;
  /** A configurable that has no child left to sell. */
  sellable: boolean;
  parts: Product[];
  tiers: TierOffer[];
  /** The rules that tax the shown product, for re-pricing its tiers for a customer's group. */
  taxRules: TaxRule[];
  remoteConfig: RemoteConfig | null;
  trail: TrailStep[];
  path: string;
}

/** The child the route chooses; the parent's own sku or none means the default child. */
function requestedSelection(product: Product, childSku: string | undefined): VariantSelection | null {
  return childSku && childSku !== product.sku ? { sku: childSku } : null;
}

function partSkus(product: Product): string[] {
  if (product.type_id === 'grouped') return groupedProductSkus(product);
  if (product.type_id === 'bundle') return [...new Set((product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku)))];
  return [];
}

export async function readProductPage(store: Store, parentSku: string, childSku: string | undefined): Promise<ProductPageData | null> {
  const product = await findProduct(store.catalogIndex, parentSku);
  if (!product || checkProductLoad(product).kind !== 'show') return null;
  const pricing = await guestPricing(store);
  const priced = applyPrices(product, pricing);
  const chosen = configureProduct(priced, requestedSelection(product, childSku));
  const outcome = chosen.kind === 'no-such-configuration' ? configureProduct(priced) : chosen;
  const [parts, remoteConfig, trail] = await Promise.all([
    productsBySku(store, partSkus(product)),
    getRemoteConfig(store.catalogIndex),
    productTrail(store, product),
  ]);
  return {
    product,
    shown: outcome.product,
    sellable: outcome.kind === 'configured',
    parts: parts.map((part) => listedProduct(part, pricing)),
    tiers: tierOffers(outcome.product, pricing),
    taxRules: productTaxRules(outcome.product, pricing.taxRules),
    remoteConfig,
    trail,
    path: productPath(product),
  };
}
