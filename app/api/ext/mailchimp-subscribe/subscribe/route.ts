/**
 * /api/ext/mailchimp-subscribe/subscribe (spec 01 §7): GET ?email= answers whether the address is
 * subscribed; POST { email } starts the double opt-in; DELETE { email } unsubscribes.
 */
import { cancelSubscription, isSubscribed, subscribe } from '@/lib/commerce/newsletter';
import { apiRoute, parseInput, readJsonBody, readQuery } from '@/lib/http';
import { newsletterEmailSchema } from '@/lib/contract/wishlist-calls';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db }) => {
  const { email } = parseInput(newsletterEmailSchema, readQuery(request));
  return { result: await isSubscribed(db, email) };
});

export const POST = apiRoute(async (request, { db, store, now, t }) => {
  const { email } = parseInput(newsletterEmailSchema, await readJsonBody(request));
  await subscribe(db, store, email, now);
  return { result: t('newsletterConfirmationSent') };
});

export const DELETE = apiRoute(async (request, { db }) => {
  const { email } = parseInput(newsletterEmailSchema, await readJsonBody(request));
  return { result: await cancelSubscription(db, email) };
});
