/**
 * Bundle and grouped products (spec §3, §5): a bundle's default selection takes, for each option,
 * the link marked default, otherwise the first, with qty at least 1; a grouped product sells the
 * products its `associated` links name.
 */
import { GROUPED_LINK_TYPE, MIN_BUNDLE_QTY } from '@/lib/config/catalog';
import type { BundleOptionSelection, Product } from './types';

export function defaultBundleSelection(product: Product): BundleOptionSelection[] {
  return (product.bundle_options ?? []).flatMap((option) => {
    const link = option.product_links.find((l) => l.is_default) ?? option.product_links[0];
    if (!link) return [];
    return [
      {
        option_id: option.option_id,
        option_qty: Math.max(MIN_BUNDLE_QTY, link.qty ?? MIN_BUNDLE_QTY),
        option_selections: [Number(link.id)],
      },
    ];
  });
}

/** The skus a grouped product sells, in link position order. */
export function groupedProductSkus(product: Product): string[] {
  return (product.product_links ?? [])
    .filter((link) => link.link_type === GROUPED_LINK_TYPE)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((link) => link.linked_product_sku);
}
