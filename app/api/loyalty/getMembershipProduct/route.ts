/** GET {loyalty base}/getMembershipProduct (spec 02 §7, §9): the PLUS membership product. */
import { apiRoute } from '@/lib/commerce/http/api-route';
import { membershipProduct } from '@/lib/commerce/loyalty';

export const runtime = 'nodejs';

export const GET = apiRoute(async (_request, context) => ({ result: membershipProduct(context.t('plusProductName')) }));
