/** GET /api/ext/mailchimp-subscribe/confirm?token=: the link in the confirmation mail. */
import { apiRoute, confirm, parseInput, readQuery } from '@/lib/commerce';
import { newsletterConfirmSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db, now, t }) => {
  const { token } = parseInput(newsletterConfirmSchema, readQuery(request));
  await confirm(db, token, now);
  return { result: t('newsletterConfirmed') };
});
