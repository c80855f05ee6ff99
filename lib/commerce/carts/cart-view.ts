/**
 * A cart line as the client reads it (spec 01 §3 "Cart item"), named from the catalogue. Typed
 * as the shared `CartItem`, so the answer fits the client's schema: a field the line lacks is
 * left out, never sent as null. The catalogue's image goes along, so the cart can show its
 * thumbnail for lines another page or tab added.
 */
import { hasImage } from '@/lib/catalog';
import type { CartItem, ProductOption } from '@/lib/catalog/types';
import type { CartLineRow, CartRow } from '@/lib/db/schema';
import type { CatalogProduct } from '../catalog/product-lookup';
import { linePlanOf } from '../subscriptions/subscription-plan';

export function cartItemView(cart: CartRow, line: CartLineRow, found: CatalogProduct | undefined): CartItem {
  const productOption = line.product_option === null ? undefined : (JSON.parse(line.product_option) as ProductOption);
  const plan = line.is_subscription === 1 ? linePlanOf({ is_subscription: true, product_option: productOption }, found) : null;
  const image = [found?.child?.image, found?.product.image].find((candidate) => hasImage({ image: candidate }));
  return {
    item_id: line.id,
    sku: line.sku,
    ...(line.parent_sku === null ? {} : { parentSku: line.parent_sku }),
    qty: line.qty,
    name: found?.child?.name ?? found?.product.name ?? line.sku,
    ...(line.product_type === null ? {} : { product_type: line.product_type }),
    ...(productOption === undefined ? {} : { product_option: productOption }),
    // The line says how often it comes and for how long, wherever it is listed (issue 35).
    ...(plan ? { subscription: plan } : {}),
    ...(image ? { image } : {}),
    // Tracking splits a purchase's revenue into coffee makers and the rest by attribute set (issue 20).
    ...(found?.product.attribute_set_id === undefined ? {} : { attribute_set_id: found.product.attribute_set_id }),
    quote_id: cart.token,
    is_subscription: line.is_subscription === 1,
    is_free_product: line.is_free_product === 1,
  };
}
