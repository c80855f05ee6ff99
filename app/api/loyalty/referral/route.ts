/**
 * GET {loyalty base}/referral: the caller's referral codes with their used flag and whether codes
 * are available yet; POST creates one more (at most 10, "You can only create 10 codes"; spec 02 §5).
 */
import { requireCustomer } from '@/lib/commerce/auth';
import { createReferralCode, referralsOf } from '@/lib/commerce/loyalty';
import { apiRoute } from '@/lib/http';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => ({
  result: await referralsOf(context.db, await requireCustomer(request, context), context.now),
}));

export const POST = apiRoute(async (request, context) => ({
  result: await createReferralCode(context.db, await requireCustomer(request, context), context.now),
}));
