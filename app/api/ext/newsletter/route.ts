/**
 * /api/ext/newsletter (issue 18): the guest sign-up. POST { email } starts the double opt-in
 * (limited per IP) and answers the status `pending`; GET ?email= answers the address's status
 * (`subscribed`, `pending`, `none`), so a page shows "awaiting confirmation" after a reload too.
 */
import { subscriptionStatus } from '@/lib/commerce/newsletter';
import { signUpGuest } from '@/lib/commerce/service';
import { apiRoute, clientAddress, parseInput, readJsonBody, readQuery } from '@/lib/http';
import { guestNewsletterSchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, { db }) => {
  const { email } = parseInput(guestNewsletterSchema, readQuery(request));
  return { result: await subscriptionStatus(db, email) };
});

export const POST = apiRoute(async (request, { db, store, now }) => {
  const { email } = parseInput(guestNewsletterSchema, await readJsonBody(request));
  await signUpGuest(db, store, email, clientAddress(request), now);
  return { result: 'pending' };
});
