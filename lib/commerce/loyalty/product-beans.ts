/**
 * Beans per product and per cart (spec 02 §7 multiplier, totalCartPoints): the multiplier from the
 * product's attribute set, the cart's beans from its server totals (goods after discounts).
 */
import type { Store } from '@/lib/config/stores';
import { searchCatalog } from '@/lib/catalog/search/catalog-search';
import { productSchema } from '@/lib/catalog/types';
import { beansMultiplier } from '@/lib/loyalty';
import type { Db, CartRow, UserRow } from '@/lib/db/schema';
import { findCatalogProducts } from '../catalog/product-lookup';
import { toCents } from '../money';
import { cartTotals } from '../totals/quote-totals';
import { beansForOrder } from './order-beans';

/** The product's beans per euro; null when the store has no such product. */
export async function productMultiplier(store: Store, productId: number): Promise<number | null> {
  const { hits } = await searchCatalog(store.catalogIndex, { type: 'product', filters: [{ field: 'id', op: 'in', value: [productId] }], size: 1 });
  const parsed = hits.length > 0 ? productSchema.safeParse(hits[0].source) : null;
  return parsed?.success ? beansMultiplier(parsed.data.attribute_set_id) : null;
}

/** The beans the cart would earn as an order now. */
export async function cartBeans(db: Db, store: Store, cart: CartRow, customer: UserRow | null, now: Date): Promise<number> {
  const totals = await cartTotals(db, cart, { store, customer, now });
  const products = await findCatalogProducts(store, totals.items.map((item) => item.sku));
  return beansForOrder(
    totals.items.map((item) => ({
      sku: item.sku,
      value_cents: toCents(item.row_total_incl_tax) - toCents(item.discount_amount),
      attribute_set_id: products.get(item.sku)?.product.attribute_set_id,
    })),
  );
}
