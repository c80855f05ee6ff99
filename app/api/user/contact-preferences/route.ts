/**
 * The caller's contact preferences (spec 02 §2 "newsletter and e-mail/postal/WhatsApp
 * preferences"): GET reads them, POST `{ preferences: { email, postal, whatsapp } }` replaces them.
 */
import { apiRoute, parseInput, readContactPreferences, readJsonBody, requireCustomer, updateContactPreferences } from '@/lib/commerce';
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
