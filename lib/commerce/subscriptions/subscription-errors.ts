/**
 * Refusals of the subscription calls in the store's language, from the same catalogue the account
 * screens read (`locales/<locale>/subscriptions.json` `errors`), so the form and the server say
 * the same words. Every refusal is a 400 except an unknown (or another customer's) subscription.
 */
import type { Locale } from '@/lib/config/stores';
import enUS from '@/locales/en-US/subscriptions.json';
import deDE from '@/locales/de-DE/subscriptions.json';
import deAT from '@/locales/de-AT/subscriptions.json';
import itIT from '@/locales/it-IT/subscriptions.json';
import nlNL from '@/locales/nl-NL/subscriptions.json';
import { ApiError } from '@/lib/http/api-error';

export type SubscriptionErrorKey = keyof typeof enUS.errors;

const catalogues: Record<Locale, Record<SubscriptionErrorKey, string>> = {
  'en-US': enUS.errors,
  'de-DE': deDE.errors,
  'de-AT': deAT.errors,
  'it-IT': itIT.errors,
  'nl-NL': nlNL.errors,
};

export function subscriptionError(locale: Locale, key: SubscriptionErrorKey): ApiError {
  return new ApiError(key === 'notFound' ? 404 : 400, 'internalError', {}, catalogues[locale][key]);
}
