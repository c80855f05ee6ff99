/** GET {loyalty base}/totalCartPoints?quote_id= (spec 02 §7): the beans the cart (its token) would earn. */
import { findCustomer } from '@/lib/commerce/auth';
import { findActiveCartByToken } from '@/lib/commerce/carts';
import { cartBeans } from '@/lib/commerce/loyalty';
import { ApiError, apiRoute, parseInput, readQuery } from '@/lib/http';
import { cartPointsQuerySchema } from '@/lib/contract/loyalty';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  const { quote_id } = parseInput(cartPointsQuerySchema, readQuery(request));
  const customer = await findCustomer(request, context);
  const cart = await findActiveCartByToken(context.db, quote_id);
  // Another customer's cart reads as absent, as everywhere.
  if (!cart || cart.store_code !== context.store.code || (cart.user_id !== null && cart.user_id !== customer?.id)) throw new ApiError(404, 'cartNotFound');
  return { result: await cartBeans(context.db, context.store, cart, customer, context.now) };
});
