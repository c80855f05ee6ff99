/** GET /api/cart/totals?cartId=&country=: the cart's totals, computed on the server for the country. */
import { z } from 'zod';
import { openCart } from '@/lib/commerce/carts';
import { cartTotals } from '@/lib/commerce/totals';
import { apiRoute, parseInput, readQuery } from '@/lib/http';

export const runtime = 'nodejs';

const totalsQuerySchema = z.object({ country: z.string().regex(/^[A-Z]{2}$/).optional() });

export const GET = apiRoute(async (request, context) => {
  const { country } = parseInput(totalsQuerySchema, readQuery(request));
  const { cart, customer } = await openCart(request, context);
  const forCountry = country ? { ...cart, shipping_country: country } : cart;
  return { result: await cartTotals(context.db, forCountry, { store: context.store, customer, now: context.now }) };
});
