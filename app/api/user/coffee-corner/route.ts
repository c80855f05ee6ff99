/** /api/user/coffee-corner (issue 18): GET the customer's coffee corner; POST { preferences, birthDate?, acknowledged: true } saves it. */
import { requireCustomer } from '@/lib/commerce/auth';
import { readCoffeeCorner, saveCoffeeCorner } from '@/lib/commerce/service';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { coffeeCornerInputSchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({ result: await readCoffeeCorner(context.db, await requireCustomer(request, context)) }));

export const POST = apiRoute(async (request, context) => {
  const input = parseInput(coffeeCornerInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  return { result: await saveCoffeeCorner(context.db, user, input, context.now) };
});
