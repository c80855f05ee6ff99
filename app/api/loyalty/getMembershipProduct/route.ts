/** GET {loyalty base}/getMembershipProduct (spec 02 §7, §9): the PLUS membership product. */
import { membershipProduct } from '@/lib/commerce/loyalty';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (_request, context) => ({ result: membershipProduct(context.t('plusProductName')) }));
