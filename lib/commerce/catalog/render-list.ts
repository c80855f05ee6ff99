/**
 * The price render list (spec 01 §7 "{products endpoint}/render-list"): current prices of skus for
 * the store and the caller's customer group, gross in `price_info` and net in
 * `extension_attributes.tax_adjustments`, computed by the catalogue's own `applySkuPrices`.
 */
import { applySkuPrices, type RenderListItem, type RenderListResult } from '@/lib/catalog';
import { getTaxRules } from '@/lib/catalog/search';
import type { Store } from '@/lib/config/stores';
import type { UserRow } from '@/lib/db/schema';
import { groupIdOf } from '../totals/price-lines';
import { findCatalogProducts } from './product-lookup';

export async function renderList(store: Store, skus: readonly string[], customer: UserRow | null, now: Date): Promise<RenderListResult> {
  const taxRules = await getTaxRules(store.catalogIndex);
  const products = await findCatalogProducts(store, skus);
  const context = { taxRules, country: store.tax.defaultCountry, customerGroupId: groupIdOf(customer, now), now };
  const items = skus.flatMap((sku): RenderListItem[] => {
    const found = products.get(sku);
    if (!found) return [];
    const doc = applySkuPrices(found.product, found.child, context);
    const special = doc.special_price_incl_tax ? doc.special_price_incl_tax : null;
    return [
      {
        id: doc.id,
        // The cart knows its lines by sku, not by product id.
        sku,
        price_info: {
          final_price: doc.final_price_incl_tax ?? 0,
          regular_price: doc.original_price_incl_tax ?? 0,
          special_price: special,
          extension_attributes: {
            tax_adjustments: {
              final_price: doc.final_price ?? 0,
              regular_price: doc.original_price ?? 0,
              special_price: special === null ? null : (doc.special_price ?? null),
            },
          },
        },
      },
    ];
  });
  return { items };
}
