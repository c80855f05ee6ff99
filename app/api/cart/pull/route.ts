/** GET /api/cart/pull?cartId=: the cart's lines; an unknown cart token answers 401. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { openCart } from '@/lib/commerce/carts/cart-access';
import { listCartLines } from '@/lib/commerce/carts/cart-repository';
import { cartItemView } from '@/lib/commerce/carts/cart-view';
import { findCatalogProducts } from '@/lib/commerce/catalog/product-lookup';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { cart } = await openCart(request, context);
  const lines = await listCartLines(context.db, cart.id);
  const products = await findCatalogProducts(context.store, lines.map((line) => line.sku));
  return { result: lines.map((line) => cartItemView(cart, line, products.get(line.sku))) };
});
