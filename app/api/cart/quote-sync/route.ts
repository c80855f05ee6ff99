/**
 * POST /api/cart/quote-sync?cartId= { redirect: false }: the server cart as the external-checkout
 * sync reads it: lines, totals and the quote flags. A converted cart answers 401 like any spent
 * token, so the client recreates its cart.
 */
import { cartItemView, listCartLines, openCart } from '@/lib/commerce/carts';
import { findCatalogProducts } from '@/lib/commerce/catalog';
import { cartTotals } from '@/lib/commerce/totals';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { quoteSyncInputSchema } from '@/lib/contract/cart';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, context) => {
  parseInput(quoteSyncInputSchema, await readJsonBody(request));
  const { cart, customer } = await openCart(request, context);
  const lines = await listCartLines(context.db, cart.id);
  const products = await findCatalogProducts(context.store, lines.map((line) => line.sku));
  return {
    result: {
      items: lines.map((line) => cartItemView(cart, line, products.get(line.sku))),
      totals: await cartTotals(context.db, cart, { store: context.store, customer, now: context.now }),
      quote: { forceRefresh: false, converted: false },
    },
  };
});
