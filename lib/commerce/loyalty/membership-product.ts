/**
 * The PLUS membership product as the commerce server sells it (spec 02 §3 "Membership product:
 * shape not shown", §7 getMembershipProduct, §9): a virtual product at 19.90 € gross in every
 * store, served by the shop itself rather than the catalogue, so it can be put in the cart and
 * bought through the normal checkout wherever the catalogue comes from.
 */
import { PLUS } from '@/lib/config/loyalty';
import type { Store } from '@/lib/config/stores';
import type { Product } from '@/lib/catalog/types';
import { translate } from '@/lib/http/messages';

/** A membership fee carries no product tax class: its gross price is its price in every country. */
const NO_TAX_CLASS = 0;
const ALWAYS_AVAILABLE = { is_in_stock: true, qty: 1, manage_stock: false, backorders: 0, max_sale_qty: 1 };

export function membershipProductDocument(store: Store): Product {
  return {
    id: PLUS.productId,
    sku: PLUS.sku,
    name: translate(store.i18n.defaultLocale, 'plusProductName'),
    type_id: 'virtual',
    status: 1,
    visibility: 1,
    price: PLUS.price,
    final_price: PLUS.price,
    tax_class_id: NO_TAX_CLASS,
    stock: ALWAYS_AVAILABLE,
  } as Product;
}
