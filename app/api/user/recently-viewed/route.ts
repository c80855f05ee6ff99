/** /api/user/recently-viewed (issue 18): GET the customer's recently viewed skus; POST { skus } merges the browser's list. */
import { requireCustomer } from '@/lib/commerce/auth';
import { readRecentlyViewed, syncRecentlyViewed } from '@/lib/commerce/service';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { recentlyViewedSchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({ result: await readRecentlyViewed(context.db, await requireCustomer(request, context)) }));

export const POST = apiRoute(async (request, context) => {
  const { skus } = parseInput(recentlyViewedSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  return { result: await syncRecentlyViewed(context.db, user, skus, context.now) };
});
