/** GET {loyalty base}/getMembershipProduct (spec 02 §7, §9): the PLUS membership product. */
import { apiRoute, membershipProduct } from '@/lib/commerce';

export const runtime = 'nodejs';

export const GET = apiRoute(async (_request, context) => ({ result: membershipProduct(context.t('plusProductName')) }));
