/** A cart line as the client reads it (spec 01 §3 "Cart item"), named from the catalogue. */
import type { ProductOption } from '@/lib/catalog/types';
import type { CartLineRow, CartRow } from '../db/schema';
import type { CatalogProduct } from '../catalog/product-lookup';

export interface CartItemView {
  item_id: string;
  sku: string;
  parentSku: string | null;
  qty: number;
  name: string;
  product_type: string | null;
  product_option: ProductOption | null;
  quote_id: string;
  is_subscription: boolean;
  is_free_product: boolean;
}

export function cartItemView(cart: CartRow, line: CartLineRow, found: CatalogProduct | undefined): CartItemView {
  return {
    item_id: line.id,
    sku: line.sku,
    parentSku: line.parent_sku,
    qty: line.qty,
    name: found?.child?.name ?? found?.product.name ?? line.sku,
    product_type: line.product_type,
    product_option: line.product_option ? (JSON.parse(line.product_option) as ProductOption) : null,
    quote_id: cart.token,
    is_subscription: line.is_subscription === 1,
    is_free_product: line.is_free_product === 1,
  };
}
