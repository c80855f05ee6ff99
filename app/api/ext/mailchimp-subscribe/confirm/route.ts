/** GET /api/ext/mailchimp-subscribe/confirm?token=: the link in the confirmation mail. */
import { confirm } from '@/lib/commerce/newsletter';
import { apiRoute, parseInput, readQuery } from '@/lib/http';
import { newsletterConfirmSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db, now, t }) => {
  const { token } = parseInput(newsletterConfirmSchema, readQuery(request));
  await confirm(db, token, now);
  return { result: t('newsletterConfirmed') };
});
