/** GET /api/cart/pull?cartId=: the cart's lines; an unknown cart token answers 401. */
import { cartItemView, listCartLines, openCart } from '@/lib/commerce/carts';
import { findCatalogProducts } from '@/lib/commerce/catalog';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { cart } = await openCart(request, context);
  const lines = await listCartLines(context.db, cart.id);
  const products = await findCatalogProducts(context.store, lines.map((line) => line.sku));
  return { result: lines.map((line) => cartItemView(cart, line, products.get(line.sku))) };
});
