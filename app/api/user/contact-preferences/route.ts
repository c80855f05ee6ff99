/**
 * The caller's contact preferences (spec 02 §2 "newsletter and e-mail/postal/WhatsApp
 * preferences"): GET reads them, POST `{ preferences: { email, postal, whatsapp } }` replaces them.
 */
import { requireCustomer } from '@/lib/commerce/auth';
import { readContactPreferences, updateContactPreferences } from '@/lib/commerce/newsletter';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { contactPreferencesInputSchema } from '@/lib/contract/contact-preferences';

export const runtime = 'nodejs';

export const GET = apiRoute(async (request, context) => {
  return { result: await readContactPreferences(context.db, await requireCustomer(request, context)) };
});

export const POST = apiRoute(async (request, context) => {
  const { preferences } = parseInput(contactPreferencesInputSchema, await readJsonBody(request));
  const user = await requireCustomer(request, context);
  return { result: await updateContactPreferences(context.db, user, preferences, context.now) };
});
